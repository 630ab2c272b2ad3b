/**
 * A trade in the collection database: every write is one `ctx.tx()` transaction, so a crash
 * leaves a trade either wholly recorded (with the units and coins it moved) or not at all.
 *
 * The first signer HOLDS what it gives in the same transaction that records its signature (its
 * units are marked removed "held for trade …", its coins debited "held for trade …"): nothing can
 * sell or spend them while the contract waits for the countersignature. The second signer
 * countersigns and applies in one transaction. Final: the first signer's held units stay removed
 * ("traded to …"); an abort gives them back.
 */
import type { TradeRecordDto } from "../../shared/contract/trade";
import type { Ctx } from "../collection/context";
import { CollectionError } from "../collection/errors";
import { credit, debit } from "../collection/profile";
import { addUnits } from "../collection/units";
import { fingerprintOfKey } from "../net/fingerprint";
import { keyToBytes } from "../net/identity";
import { TradeRefusal, type Contract, type ContractSide, type LedgerState, type OfferedUnit, type OpenContract } from "./wire";

export type TradeStatus = "pending" | "final" | "aborted";

export interface TradeRow {
  tradeId: string;
  role: "first" | "second";
  peerKey: string;
  peerName: string;
  peerFingerprint: string;
  contract: string;
  mySig: string | null;
  peerSig: string | null;
  abortSig: string | null;
  status: TradeStatus;
  acked: number;
  createdAt: string;
  resolvedAt: string | null;
}

const SELECT = `SELECT trade_id AS tradeId, role, peer_key AS peerKey, peer_name AS peerName, peer_fingerprint AS peerFingerprint,
  contract, my_sig AS mySig, peer_sig AS peerSig, abort_sig AS abortSig, status, acked, created_at AS createdAt, resolved_at AS resolvedAt FROM trades`;

export function getTrade(ctx: Ctx, tradeId: string): TradeRow | null {
  return (ctx.db.prepare(`${SELECT} WHERE trade_id = ?`).get(tradeId) as TradeRow | undefined) ?? null;
}

export function listTrades(ctx: Ctx, limit = 100): TradeRow[] {
  return ctx.db.prepare(`${SELECT} ORDER BY created_at DESC, rowid DESC LIMIT ?`).all(limit) as TradeRow[];
}

/** What we hold that the friend may not know: our pending contracts, and finals not yet acknowledged. */
export function openWith(ctx: Ctx, peerKey: string, limit: number): OpenContract[] {
  const rows = ctx.db
    .prepare(`${SELECT} WHERE peer_key = ? AND (status = 'pending' OR (status = 'final' AND acked = 0)) ORDER BY created_at LIMIT ?`)
    .all(peerKey, limit) as TradeRow[];
  return rows.map((r) => {
    if (r.status === "pending") return { contract: r.contract, first: r.mySig! };
    const [first, second] = r.role === "first" ? [r.mySig!, r.peerSig!] : [r.peerSig!, r.mySig!];
    return { contract: r.contract, first, second };
  });
}

export function markAcked(ctx: Ctx, tradeId: string): void {
  ctx.db.prepare("UPDATE trades SET acked = 1 WHERE trade_id = ? AND status = 'final'").run(tradeId);
}

/** The ledger state an offer applies to: the balance and the id of the last ledger row. */
export function ledgerState(ctx: Ctx): LedgerState {
  const row = ctx.db.prepare("SELECT (SELECT coins FROM profile WHERE id = 1) AS balance, (SELECT COALESCE(MAX(id), 0) FROM ledger) AS head").get() as { balance: number | null; head: number };
  return { balance: row.balance ?? 0, head: row.head };
}

/** Our own units as an offer lists them; a unit we do not own (any more) is refused. */
export function describeOwnUnits(ctx: Ctx, ids: readonly string[]): OfferedUnit[] {
  const get = ctx.db.prepare("SELECT u.id, c.name AS card, u.set_code AS \"set\", u.number, u.removed_at AS removedAt FROM units u JOIN cards c ON c.code = u.card_code WHERE u.id = ?");
  const seen = new Set<string>();
  return ids.map((id) => {
    if (typeof id !== "string" || seen.has(id)) throw new CollectionError("BAD_ARGUMENT", `Unit ${String(id).slice(0, 30)} is named twice or is not a unit id.`);
    seen.add(id);
    const row = get.get(id) as (OfferedUnit & { removedAt: string | null }) | undefined;
    if (!row || row.removedAt) throw new CollectionError("NOT_OWNED", `Unit ${id} is not in your collection.`);
    return { id: row.id, card: row.card, set: row.set, number: row.number };
  });
}

/**
 * Checks our side of a contract against our database right now: the ledger state it names is
 * ours, and each unit is ours, of the card and printing it says. Returns why not, or null.
 */
export function sideMismatch(ctx: Ctx, side: ContractSide): string | null {
  const state = ledgerState(ctx);
  if (state.balance !== side.ledger.balance || state.head !== side.ledger.head) {
    return `our coins changed since the offer (the contract applies to ${side.ledger.balance} coins at ledger row ${side.ledger.head}; now ${state.balance} at row ${state.head})`;
  }
  if (side.coins > state.balance) return `we have ${state.balance} coins, not the ${side.coins} offered`;
  const get = ctx.db.prepare("SELECT c.name AS card, u.set_code AS \"set\", u.number, u.removed_at AS removedAt FROM units u JOIN cards c ON c.code = u.card_code WHERE u.id = ?");
  for (const u of side.units) {
    const row = get.get(u.id) as { card: string; set: string; number: string; removedAt: string | null } | undefined;
    if (!row || row.removedAt) return `unit ${u.id} (${u.card}) is no longer in our collection`;
    if (row.card !== u.card || row.set !== u.set || row.number !== u.number) return `unit ${u.id} is not the ${u.card} the contract names`;
  }
  return null;
}

const short = (tradeId: string) => tradeId.slice(0, 12);
const heldReason = (c: Contract, peer: ContractSide) => `held for trade ${short(c.trade)} with ${peer.name}`;
const tradedReason = (c: Contract, peer: ContractSide) => `traded to ${peer.name} (trade ${short(c.trade)})`;

interface Sides {
  mine: ContractSide;
  theirs: ContractSide;
  role: "first" | "second";
}

function sidesOf(contract: Contract, myKey: string): Sides {
  const i = contract.sides.findIndex((s) => s.key === myKey);
  if (i < 0) throw new TradeRefusal("bad-contract", "The contract does not name us as a side.");
  return { mine: contract.sides[i]!, theirs: contract.sides[1 - i]!, role: i === 0 ? "first" : "second" };
}

function insertTrade(ctx: Ctx, text: string, contract: Contract, s: Sides, values: { mySig: string | null; peerSig: string | null; abortSig: string | null; status: TradeStatus }): void {
  const at = ctx.now();
  ctx.db
    .prepare(
      `INSERT INTO trades (trade_id, role, peer_key, peer_name, peer_fingerprint, contract, my_sig, peer_sig, abort_sig, status, acked, created_at, resolved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    .run(contract.trade, s.role, s.theirs.key, s.theirs.name, fingerprintOfKey(keyToBytes(s.theirs.key)), text, values.mySig, values.peerSig, values.abortSig, values.status, at, values.status === "pending" ? null : at);
}

/** The units and coins we receive: new units with their provenance, and a ledger credit. */
function receive(ctx: Ctx, contract: Contract, s: Sides): void {
  const at = ctx.now();
  const fp = fingerprintOfKey(keyToBytes(s.theirs.key));
  const provenance = ctx.db.prepare("UPDATE units SET trade_id = ?, from_name = ?, from_fingerprint = ?, from_unit = ? WHERE id = ?");
  const log = ctx.db.prepare("INSERT INTO trade_units (trade_id, direction, card_code, unit_id, peer_unit_id, at) VALUES (?, ?, ?, ?, ?, ?)");
  for (const u of s.theirs.units) {
    const card = ctx.cards.byName.get(u.card);
    if (!card) throw new TradeRefusal("bad-contract", `"${u.card.slice(0, 60)}" is not a classic card.`);
    const printing = card.printings.find((p) => p.set === u.set && p.number === u.number) ?? card.printings[0]!;
    const [id] = addUnits(ctx, [{ cardCode: card.code, set: printing.set, number: printing.number }], "trade");
    provenance.run(contract.trade, s.theirs.name, fp, u.id, id!);
    log.run(contract.trade, "in", card.code, id!, u.id, at);
  }
  if (s.theirs.coins > 0) credit(ctx, s.theirs.coins, `received in trade ${short(contract.trade)} from ${s.theirs.name}`);
}

/** Marks the units we give as gone (with `reason`) and writes their trade_units rows if `final`. */
function giveUnits(ctx: Ctx, contract: Contract, s: Sides, reason: string): void {
  const remove = ctx.db.prepare("UPDATE units SET removed_at = ?, removed_reason = ? WHERE id = ? AND removed_at IS NULL");
  for (const u of s.mine.units) {
    if (remove.run(ctx.now(), reason, u.id).changes !== 1) throw new TradeRefusal("state-changed", `Unit ${u.id} (${u.card}) is no longer in our collection.`);
  }
}

function logOut(ctx: Ctx, contract: Contract, s: Sides): void {
  const log = ctx.db.prepare("INSERT INTO trade_units (trade_id, direction, card_code, unit_id, peer_unit_id, at) VALUES (?, 'out', ?, ?, NULL, ?)");
  for (const u of s.mine.units) log.run(contract.trade, u.id.slice(0, 7), u.id, ctx.now());
}

/**
 * First signer: records the contract with our signature and holds what we give, in one
 * transaction. Throws TradeRefusal("state-changed") and changes nothing if our side no longer
 * matches our database.
 */
export function holdAsFirst(ctx: Ctx, myKey: string, text: string, contract: Contract, mySig: string): void {
  const s = sidesOf(contract, myKey);
  if (s.role !== "first") throw new TradeRefusal("bad-contract", "Only the first side signs first.");
  ctx.tx("trade-hold", () => {
    if (getTrade(ctx, contract.trade)) throw new TradeRefusal("replayed", `Trade ${short(contract.trade)} was already signed here.`);
    const why = sideMismatch(ctx, s.mine);
    if (why) throw new TradeRefusal("state-changed", `Cannot sign: ${why}.`);
    insertTrade(ctx, text, contract, s, { mySig, peerSig: null, abortSig: null, status: "pending" });
    giveUnits(ctx, contract, s, heldReason(contract, s.theirs));
    if (s.mine.coins > 0) debit(ctx, s.mine.coins, heldReason(contract, s.theirs));
  });
}

/** Second signer: countersigns and applies the whole trade in one transaction (the contract is final). */
export function applyAsSecond(ctx: Ctx, myKey: string, text: string, contract: Contract, firstSig: string, mySig: string): void {
  const s = sidesOf(contract, myKey);
  if (s.role !== "second") throw new TradeRefusal("bad-contract", "The first side's signature comes first.");
  ctx.tx("trade-countersign", () => {
    if (getTrade(ctx, contract.trade)) throw new TradeRefusal("replayed", `Trade ${short(contract.trade)} is already settled here.`);
    const why = sideMismatch(ctx, s.mine);
    if (why) throw new TradeRefusal("state-changed", `Cannot countersign: ${why}.`);
    insertTrade(ctx, text, contract, s, { mySig, peerSig: firstSig, abortSig: null, status: "final" });
    giveUnits(ctx, contract, s, tradedReason(contract, s.theirs));
    logOut(ctx, contract, s);
    if (s.mine.coins > 0) debit(ctx, s.mine.coins, `given in trade ${short(contract.trade)} to ${s.theirs.name}`);
    receive(ctx, contract, s);
  });
}

/** First signer, countersignature in hand: the held units are traded away, and we receive. Idempotent. */
export function applyAsFirst(ctx: Ctx, myKey: string, contract: Contract, peerSig: string): boolean {
  const s = sidesOf(contract, myKey);
  return ctx.tx("trade-apply", () => {
    const row = getTrade(ctx, contract.trade);
    if (!row) throw new TradeRefusal("replayed", `Trade ${short(contract.trade)} was never signed here.`);
    if (row.status === "final") return false;
    if (row.status === "aborted") throw new TradeRefusal("conflict", `Trade ${short(contract.trade)} was aborted by ${s.theirs.name}'s own signature; it cannot also be final.`);
    ctx.db.prepare("UPDATE trades SET status = 'final', peer_sig = ?, resolved_at = ? WHERE trade_id = ?").run(peerSig, ctx.now(), contract.trade);
    const rename = ctx.db.prepare("UPDATE units SET removed_reason = ? WHERE id = ? AND removed_reason = ?");
    for (const u of s.mine.units) rename.run(tradedReason(contract, s.theirs), u.id, heldReason(contract, s.theirs));
    logOut(ctx, contract, s);
    receive(ctx, contract, s);
    return true;
  });
}

/** First signer, the friend's abort in hand: what we held comes back. Idempotent. */
export function abortAsFirst(ctx: Ctx, myKey: string, contract: Contract, abortSig: string): boolean {
  const s = sidesOf(contract, myKey);
  return ctx.tx("trade-abort", () => {
    const row = getTrade(ctx, contract.trade);
    if (!row) return false;
    if (row.status === "aborted") return false;
    if (row.status === "final") throw new TradeRefusal("conflict", `Trade ${short(contract.trade)} is final with ${s.theirs.name}'s countersignature; an abort of it is refused.`);
    ctx.db.prepare("UPDATE trades SET status = 'aborted', abort_sig = ?, resolved_at = ? WHERE trade_id = ?").run(abortSig, ctx.now(), contract.trade);
    const restore = ctx.db.prepare("UPDATE units SET removed_at = NULL, removed_reason = NULL WHERE id = ? AND removed_reason = ?");
    for (const u of s.mine.units) restore.run(u.id, heldReason(contract, s.theirs));
    if (s.mine.coins > 0) credit(ctx, s.mine.coins, `trade ${short(contract.trade)} with ${s.theirs.name} aborted: held coins returned`);
    return true;
  });
}

/** Second signer refuses a contract it never countersigned: recorded, so it never signs it later. */
export function refuseAsSecond(ctx: Ctx, myKey: string, text: string, contract: Contract, firstSig: string, abortSig: string): "aborted" | "final" {
  const s = sidesOf(contract, myKey);
  return ctx.tx("trade-refuse", () => {
    const row = getTrade(ctx, contract.trade);
    if (row) return row.status === "final" ? "final" : "aborted";
    insertTrade(ctx, text, contract, s, { mySig: null, peerSig: firstSig, abortSig, status: "aborted" });
    return "aborted";
  });
}

/** The log of past trades, as the contract shows it (what we gave, what we got, with whom). */
export function tradeRecords(ctx: Ctx, myKey: string, limit = 100): TradeRecordDto[] {
  return listTrades(ctx, limit).map((r) => {
    const c = JSON.parse(r.contract) as Contract;
    const mine = c.sides.find((s) => s.key === myKey) ?? c.sides[0];
    const theirs = c.sides.find((s) => s.key !== myKey) ?? c.sides[1];
    return {
      tradeId: r.tradeId,
      status: r.status,
      friend: { name: r.peerName, fingerprint: r.peerFingerprint },
      gave: { units: mine.units, coins: mine.coins },
      got: { units: theirs.units, coins: theirs.coins },
      createdAt: r.createdAt,
      resolvedAt: r.resolvedAt,
    };
  });
}
