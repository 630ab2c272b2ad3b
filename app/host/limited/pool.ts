/**
 * What a player keeps of a limited event: the pool, as units of the collection whose origin is the
 * event (source "event", `event_id`), paid at the start in coins at the shop's price per pack.
 * Payment, the event's record and the units are one transaction: all or nothing.
 *
 * The event is keyed by the 32 bytes its packs came from: recording the same bytes again (a
 * program resuming after a crash) returns the event already recorded and charges nothing.
 */
import { randomBytes } from "node:crypto";
import type { Ctx } from "../collection/context";
import { badArgument } from "../collection/errors";
import { PACK_PRICE } from "../collection/prices";
import { debit, getProfile } from "../collection/profile";
import { addUnits } from "../collection/units";
import type { PackCard } from "../collection/booster";
import { describePackSpec, packsFrom, PackSpecError, parsePackSpec, RANDOM_BYTES } from "./packs";

export type EventKind = "sealed" | "winston";

export interface RecordedPool {
  eventId: number;
  /** Whether this call recorded it (false: it was already recorded, nothing charged). */
  created: boolean;
  spec: string;
  price: number;
  packs: (PackCard & { unitId: string })[][];
  coins: number;
}

/**
 * The boosters one side of a network event pays for: sealed, its own packs (all of the spec); a
 * Winston draft shares one set of packs, so the host pays the larger half, ceil(n/2), and the
 * guest floor(n/2).
 */
export function packsPaidBy(kind: EventKind, role: "host" | "guest", packCount: number): number {
  if (kind !== "winston") return packCount;
  return role === "host" ? Math.ceil(packCount / 2) : Math.floor(packCount / 2);
}

/**
 * Pays for and keeps the pool of an event: `spec` as text ("3ED:6"), `bytes` the event's 32 bytes
 * for this player (default: fresh random bytes, for an event against the computer).
 */
export function recordPool(
  ctx: Ctx,
  o: {
    kind: EventKind;
    opponent: string;
    spec: string;
    bytes?: Uint8Array;
    /** The pool itself when it is not the packs opened from `bytes` (a draft's: the cards this player took). */
    packs?: PackCard[][];
    /** How many of the spec's packs this player pays for (a draft's packs are shared: half each). Default: all its packs. */
    paidPacks?: number;
  },
): RecordedPool {
  if (o.kind !== "sealed" && o.kind !== "winston") throw badArgument(`An event is sealed or winston, not ${JSON.stringify(o.kind)}`);
  if (typeof o.opponent !== "string" || !o.opponent.trim() || o.opponent.length > 200) throw badArgument("An event names its opponent (1 to 200 characters)");
  let spec;
  try {
    spec = parsePackSpec(o.spec, ctx.cards.sets);
  } catch (e) {
    if (e instanceof PackSpecError) throw badArgument(e.message);
    throw e;
  }
  const bytes = o.bytes ?? new Uint8Array(randomBytes(RANDOM_BYTES));
  if (!(bytes instanceof Uint8Array) || bytes.length !== RANDOM_BYTES) throw badArgument(`An event's packs come from ${RANDOM_BYTES} bytes of randomness`);
  const hex = Buffer.from(bytes).toString("hex");
  const packs = o.packs ?? packsFrom(bytes, spec, ctx.cards.sets);
  if (!packs.every((p) => p.every((c) => ctx.cards.byName.has(c.name)))) throw badArgument("A pool holds a card that is not in the card data");
  const paid = o.paidPacks ?? packs.length;
  if (!Number.isInteger(paid) || paid < 0 || paid > 12) throw badArgument("An event's price is for 0 to 12 packs");
  const price = paid * PACK_PRICE;
  const specText = describePackSpec(spec);
  return ctx.tx("limited-pool", () => {
    const existing = ctx.db.prepare("SELECT id, spec, price FROM limited_events WHERE randomness = ?").get(hex) as { id: number; spec: string; price: number } | undefined;
    if (existing) {
      if (existing.spec !== specText) throw badArgument(`Event ${existing.id} opened ${existing.spec} from these bytes, not ${specText}`);
      const units = ctx.db.prepare("SELECT id FROM units WHERE event_id = ? ORDER BY rowid").pluck().all(existing.id) as string[];
      return { eventId: existing.id, created: false, spec: specText, price: existing.price, packs: withUnits(packs, units), coins: getProfile(ctx).coins };
    }
    const ledgerId = debit(ctx, price, `${o.kind} event: ${specText} (${paid} booster${paid === 1 ? "" : "s"})`);
    const eventId = Number(
      ctx.db
        .prepare("INSERT INTO limited_events (kind, opponent, spec, randomness, price, started_at, ledger_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .run(o.kind, o.opponent.trim(), specText, hex, price, ctx.now(), ledgerId).lastInsertRowid,
    );
    const flat = packs.flat().map((c) => ({ cardCode: ctx.cards.byName.get(c.name)!.code, set: c.set, number: c.number }));
    const ids = addUnits(ctx, flat, "event", null, eventId);
    return { eventId, created: true, spec: specText, price, packs: withUnits(packs, ids), coins: getProfile(ctx).coins };
  });
}

function withUnits(packs: PackCard[][], ids: readonly string[]): (PackCard & { unitId: string })[][] {
  let k = 0;
  return packs.map((p) => p.map((c) => ({ ...c, unitId: ids[k++]! })));
}
