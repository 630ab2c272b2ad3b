/**
 * Cards that change hands at the end of a network match played for ante (CR 407): the ante the
 * winner takes, and the cards whose owner an effect exchanged (Darkpact, Bronze Tablet, Tempest
 * Efreet). One settlement per match, keyed by its game id, applied in ONE transaction with its
 * transfers and the units they remove or add: it is applied exactly once, or not at all (a crash
 * before COMMIT leaves nothing; a second call finds the settlement and changes nothing). The
 * match's signed log is the proof of every transfer (`moxen audit` shows them).
 */
import type { Ctx } from "./context";
import { CollectionError } from "./errors";
import { addUnits, UNIT_ID_RE } from "./units";

export interface TransferMove {
  /** The physical card's index in the game (the same in both programs' copies). */
  cardIndex: number;
  /** The card's name. */
  name: string;
  /** out: our unit leaves the collection; in: the opponent's card becomes a new unit of ours. */
  direction: "in" | "out";
  /** out: the unit our deck brought (null when the deck named no unit: a benchmark or free-build deck). */
  unitId?: string | null;
}

export interface SettlementInput {
  gameId: string;
  matchId: number;
  outcome: "won" | "lost" | "draw";
  moves: readonly TransferMove[];
}

export interface CardTransfer {
  cardIndex: number;
  direction: "in" | "out";
  name: string;
  unitId: string | null;
  at: string;
}

export interface Settlement {
  gameId: string;
  matchId: number;
  outcome: "won" | "lost" | "draw";
  settledAt: string;
  transfers: CardTransfer[];
}

const GAME_ID_RE = /^[0-9a-f]{16,128}$/;

function checkInput(ctx: Ctx, input: SettlementInput): void {
  if (typeof input.gameId !== "string" || !GAME_ID_RE.test(input.gameId)) throw new CollectionError("BAD_ARGUMENT", "A settlement needs the match's game id (hex).");
  if (!Number.isSafeInteger(input.matchId) || input.matchId < 1) throw new CollectionError("BAD_ARGUMENT", "A settlement needs the match's number.");
  if (!["won", "lost", "draw"].includes(input.outcome)) throw new CollectionError("BAD_ARGUMENT", "A settlement's outcome is won, lost or draw.");
  if (!Array.isArray(input.moves) || input.moves.length > 500) throw new CollectionError("BAD_ARGUMENT", "A settlement's transfers must be a list of at most 500.");
  const seen = new Set<number>();
  for (const m of input.moves) {
    if (!Number.isSafeInteger(m.cardIndex) || m.cardIndex < 0 || seen.has(m.cardIndex)) throw new CollectionError("BAD_ARGUMENT", `Transfer of card ${String(m.cardIndex)}: not a card of the game, or named twice.`);
    seen.add(m.cardIndex);
    if (m.direction !== "in" && m.direction !== "out") throw new CollectionError("BAD_ARGUMENT", `Transfer of card ${m.cardIndex}: the direction is in or out.`);
    if (!ctx.cards.byName.has(m.name)) throw new CollectionError("BAD_ARGUMENT", `Transfer of card ${m.cardIndex}: "${String(m.name).slice(0, 60)}" is not a classic card.`);
    if (m.unitId != null && (m.direction !== "out" || !UNIT_ID_RE.test(m.unitId))) throw new CollectionError("BAD_ARGUMENT", `Transfer of card ${m.cardIndex}: only a card that leaves names a unit, and it must be a unit id.`);
  }
  if (input.outcome === "draw" && input.moves.length) throw new CollectionError("BAD_ARGUMENT", "A draw returns each card to its owner: it transfers nothing.");
}

/** The settlement of a match, if it was applied. */
export function getSettlement(ctx: Ctx, gameId: string): Settlement | null {
  const s = ctx.db.prepare("SELECT game_id AS gameId, match_id AS matchId, outcome, settled_at AS settledAt FROM match_settlements WHERE game_id = ?").get(gameId) as Omit<Settlement, "transfers"> | undefined;
  if (!s) return null;
  const transfers = ctx.db
    .prepare(
      `SELECT t.card_index AS cardIndex, t.direction, c.name, t.unit_id AS unitId, t.at
       FROM card_transfers t JOIN cards c ON c.code = t.card_code WHERE t.game_id = ? ORDER BY t.card_index`,
    )
    .all(gameId) as CardTransfer[];
  return { ...s, transfers };
}

/** Every settlement, newest first. */
export function listSettlements(ctx: Ctx, limit = 100): Settlement[] {
  const ids = ctx.db.prepare("SELECT game_id FROM match_settlements ORDER BY settled_at DESC, rowid DESC LIMIT ?").pluck().all(limit) as string[];
  return ids.map((id) => getSettlement(ctx, id)!);
}

/**
 * Applies a match's settlement once: the units that leave are marked removed (the reason names the
 * match), each card received becomes a new unit (source "ante", the card's first printing: the
 * opponent's printing is not known here), and the settlement and its transfers are recorded, all in
 * one transaction. A settlement already applied is returned as it was, and nothing changes.
 */
export function settleMatch(ctx: Ctx, input: SettlementInput): { settlement: Settlement; applied: boolean } {
  checkInput(ctx, input);
  const existing = getSettlement(ctx, input.gameId);
  if (existing) return { settlement: existing, applied: false };
  const applied = ctx.tx("settle-match", () => {
    if (getSettlement(ctx, input.gameId)) return false; // another writer got there first
    const at = ctx.now();
    ctx.db.prepare("INSERT INTO match_settlements (game_id, match_id, outcome, settled_at) VALUES (?, ?, ?, ?)").run(input.gameId, input.matchId, input.outcome, at);
    const insert = ctx.db.prepare("INSERT INTO card_transfers (game_id, card_index, direction, card_code, unit_id, at) VALUES (?, ?, ?, ?, ?, ?)");
    const remove = ctx.db.prepare("UPDATE units SET removed_at = ?, removed_reason = ? WHERE id = ? AND removed_at IS NULL AND card_code = ?");
    for (const m of input.moves) {
      const card = ctx.cards.byName.get(m.name)!;
      let unit: string | null = null;
      if (m.direction === "out") {
        // The unit our deck brought leaves; if it is no longer ours (sold meanwhile), nothing is removed.
        if (m.unitId && remove.run(at, `lost in match #${input.matchId} (ante, game ${input.gameId.slice(0, 12)})`, m.unitId, card.code).changes === 1) unit = m.unitId;
      } else {
        const p = card.printings[0];
        if (!p) throw new CollectionError("BAD_ARGUMENT", `${card.name} has no printing to make a unit of.`);
        unit = addUnits(ctx, [{ cardCode: card.code, set: p.set, number: p.number }], "ante")[0]!;
      }
      insert.run(input.gameId, m.cardIndex, m.direction, card.code, unit, at);
    }
    return true;
  });
  return { settlement: getSettlement(ctx, input.gameId)!, applied };
}
