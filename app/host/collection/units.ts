/**
 * Units: one owned copy each, id `<card code>.u<number>` (`c000522.u0005`),
 * numbered per card and never reused — a sold unit keeps its row.
 */
import type { Ctx } from "./context";
import { CollectionError } from "./errors";

export type UnitSource = "starter" | "pack" | "grant" | "ante" | "trade" | "event";

export interface NewUnit {
  cardCode: string;
  set: string;
  number: string;
}

export function unitId(cardCode: string, seq: number): string {
  return `${cardCode}.u${String(seq).padStart(4, "0")}`;
}

export const UNIT_ID_RE = /^c\d{6}\.u\d{4,}$/;

/** Inserts units (inside the caller's transaction) and returns their ids in order. */
export function addUnits(ctx: Ctx, units: readonly NewUnit[], source: UnitSource, packId: number | null = null, eventId: number | null = null): string[] {
  const nextSeq = ctx.db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 FROM units WHERE card_code = ?").pluck();
  const insert = ctx.db.prepare(
    `INSERT INTO units (id, card_code, seq, set_code, number, source, acquired_at, pack_id, event_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const at = ctx.now();
  return ctx.tx("add-units", () =>
    units.map((u) => {
      const seq = nextSeq.get(u.cardCode) as number;
      const id = unitId(u.cardCode, seq);
      insert.run(id, u.cardCode, seq, u.set, u.number, source, at, packId, eventId);
      return id;
    }),
  );
}

export type { Unit as UnitRow } from "../../shared/contract/collection";
import type { Unit as UnitRow } from "../../shared/contract/collection";

export const UNIT_SELECT = `
  SELECT u.id, u.card_code AS cardCode, c.name, u.set_code AS "set", u.number,
    COALESCE(p.rarity, 'common') AS rarity, u.source, u.acquired_at AS acquiredAt,
    u.removed_at AS removedAt, u.removed_reason AS removedReason, u.pack_id AS packId,
    u.trade_id AS tradeId, u.from_name AS fromName, u.from_fingerprint AS fromFingerprint, u.from_unit AS fromUnit, u.event_id AS eventId
  FROM units u JOIN cards c ON c.code = u.card_code
  LEFT JOIN printings p ON p.set_code = u.set_code AND p.number = u.number`;

export function getUnit(ctx: Ctx, id: string): UnitRow {
  const row = ctx.db.prepare(`${UNIT_SELECT} WHERE u.id = ?`).get(id) as UnitRow | undefined;
  if (!row) throw new CollectionError("NOT_FOUND", `No unit ${id} in this collection`);
  return row;
}

/** Marks a unit as gone (sold, traded); it stays in the table for history and deck diagnostics. */
export function removeUnit(ctx: Ctx, id: string, reason: string): void {
  const info = ctx.db
    .prepare("UPDATE units SET removed_at = ?, removed_reason = ? WHERE id = ? AND removed_at IS NULL")
    .run(ctx.now(), reason, id);
  if (info.changes !== 1) throw new CollectionError("NOT_OWNED", `Unit ${id} is not in your collection`);
}
