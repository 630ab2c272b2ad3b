/**
 * The history of a unit, from what this collection recorded: its origin (the `units` row: starter,
 * booster pack, grant; a match won for ante from `card_transfers`; a trade from `trade_units` and
 * `trades`, with the friend and its unit id), the trades it was given away in, the match it was
 * lost in for ante, and a sale or a hold. A unit is one copy in ONE collection: a card that comes
 * back from a friend is a new unit whose origin names the trade and the friend's unit id, which is
 * how the chain across collections is followed (app/host/trade/README.md, "Honest limits").
 */
import type { Ctx } from "./context";
import type { UnitEvent, UnitHistory } from "../../shared/contract/collection";

export type { UnitEvent, UnitHistory } from "../../shared/contract/collection";

/** At most this many units of one card get a history in the card detail (the newest ones). */
export const HISTORY_UNIT_LIMIT = 300;

const short = (id: string) => id.slice(0, 12);

interface UnitRowH {
  id: string;
  set: string;
  number: string;
  source: string;
  acquiredAt: string;
  removedAt: string | null;
  removedReason: string | null;
  packId: number | null;
  packSet: string | null;
  tradeId: string | null;
  fromName: string | null;
  fromFingerprint: string | null;
  fromUnit: string | null;
  eventId: number | null;
  eventKind: string | null;
  eventSpec: string | null;
  eventOpponent: string | null;
}

interface TradeMove {
  unitId: string;
  direction: "in" | "out";
  at: string;
  tradeId: string;
  peerUnit: string | null;
  friend: string;
  fingerprint: string;
}

interface MatchMove {
  unitId: string;
  direction: "in" | "out";
  at: string;
  gameId: string;
  matchId: number;
}

function event(at: string, kind: UnitEvent["kind"], direction: UnitEvent["direction"], text: string, extra: Partial<UnitEvent> = {}): UnitEvent {
  return { at, kind, direction, text, source: null, packId: null, tradeId: null, friend: null, fingerprint: null, theirUnit: null, gameId: null, matchId: null, ...extra };
}

/**
 * The history of every unit of a card this collection ever held (owned or gone), oldest unit
 * first, each unit's events in time order. `unitId` narrows it to one unit.
 */
export function cardHistory(ctx: Ctx, cardCode: string, unitId?: string): UnitHistory[] {
  const units = (
    ctx.db
      .prepare(
        `SELECT u.id, u.set_code AS "set", u.number, u.source, u.acquired_at AS acquiredAt, u.removed_at AS removedAt,
           u.removed_reason AS removedReason, u.pack_id AS packId, p.set_code AS packSet, u.trade_id AS tradeId,
           u.from_name AS fromName, u.from_fingerprint AS fromFingerprint, u.from_unit AS fromUnit,
           u.event_id AS eventId, e.kind AS eventKind, e.spec AS eventSpec, e.opponent AS eventOpponent
         FROM units u LEFT JOIN packs p ON p.id = u.pack_id LEFT JOIN limited_events e ON e.id = u.event_id
         WHERE u.card_code = ? ${unitId ? "AND u.id = ?" : ""} ORDER BY u.seq DESC LIMIT ?`,
      )
      .all(...(unitId ? [cardCode, unitId, 1] : [cardCode, HISTORY_UNIT_LIMIT])) as UnitRowH[]
  ).reverse();
  if (!units.length) return [];
  const trades = ctx.db
    .prepare(
      `SELECT tu.unit_id AS unitId, tu.direction, tu.at, tu.trade_id AS tradeId, tu.peer_unit_id AS peerUnit,
         t.peer_name AS friend, t.peer_fingerprint AS fingerprint
       FROM trade_units tu JOIN trades t ON t.trade_id = tu.trade_id
       WHERE tu.card_code = ? ORDER BY tu.at, tu.id`,
    )
    .all(cardCode) as TradeMove[];
  const matches = ctx.db
    .prepare(
      `SELECT ct.unit_id AS unitId, ct.direction, ct.at, ct.game_id AS gameId, ms.match_id AS matchId
       FROM card_transfers ct JOIN match_settlements ms ON ms.game_id = ct.game_id
       WHERE ct.card_code = ? AND ct.unit_id IS NOT NULL ORDER BY ct.at, ct.card_index`,
    )
    .all(cardCode) as MatchMove[];
  const byUnit = <T extends { unitId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.unitId, [...(m.get(r.unitId) ?? []), r]);
    return m;
  };
  const tradesOf = byUnit(trades);
  const matchesOf = byUnit(matches);

  return units.map((u) => {
    const events: UnitEvent[] = [];
    const myTrades = tradesOf.get(u.id) ?? [];
    const myMatches = matchesOf.get(u.id) ?? [];
    // Where it came from.
    const tradeIn = myTrades.find((t) => t.direction === "in");
    const anteIn = myMatches.find((m) => m.direction === "in");
    if (u.source === "trade" && (tradeIn || u.tradeId)) {
      const tradeId = tradeIn?.tradeId ?? u.tradeId!;
      const friend = tradeIn?.friend ?? u.fromName ?? "a friend";
      events.push(
        event(u.acquiredAt, "origin", "in", `Received from ${friend} in trade ${short(tradeId)}${u.fromUnit ? ` (their unit ${u.fromUnit})` : ""}.`, {
          source: u.source,
          tradeId,
          friend,
          fingerprint: tradeIn?.fingerprint ?? u.fromFingerprint,
          theirUnit: tradeIn?.peerUnit ?? u.fromUnit,
        }),
      );
    } else if (u.source === "ante" && anteIn) {
      events.push(event(u.acquiredAt, "origin", "in", `Won for ante in match #${anteIn.matchId}.`, { source: u.source, gameId: anteIn.gameId, matchId: anteIn.matchId }));
    } else if (u.source === "pack") {
      events.push(event(u.acquiredAt, "origin", "in", `Opened in booster pack #${u.packId ?? "?"}${u.packSet ? ` (${u.packSet})` : ""} from the shop.`, { source: u.source, packId: u.packId }));
    } else if (u.source === "event" && u.eventId !== null) {
      // A limited event's pool (app/host/limited/pool.ts): the packs opened for it.
      const what = u.eventKind === "winston" ? "Winston draft" : "sealed deck";
      events.push(event(u.acquiredAt, "origin", "in", `From the pool of ${what} event #${u.eventId} (${u.eventSpec ?? "?"}, against ${u.eventOpponent ?? "?"}).`, { source: u.source }));
    } else if (u.source === "starter") {
      events.push(event(u.acquiredAt, "origin", "in", "Part of the starter collection.", { source: u.source }));
    } else {
      events.push(event(u.acquiredAt, "origin", "in", `Added to the collection (${u.source}).`, { source: u.source }));
    }
    // Where it went.
    for (const t of myTrades) {
      if (t.direction !== "out") continue;
      events.push(event(t.at, "trade", "out", `Given to ${t.friend} in trade ${short(t.tradeId)}.`, { tradeId: t.tradeId, friend: t.friend, fingerprint: t.fingerprint }));
    }
    for (const m of myMatches) {
      if (m.direction !== "out") continue;
      events.push(event(m.at, "match", "out", `Lost for ante in match #${m.matchId}.`, { gameId: m.gameId, matchId: m.matchId }));
    }
    // A removal no trade or match explains: a sale, a hold for a trade not yet confirmed, or another reason.
    if (u.removedAt && events.length === 1) {
      const reason = u.removedReason ?? "";
      if (reason === "sold") events.push(event(u.removedAt, "sold", "out", "Sold to the shop."));
      else if (reason.startsWith("held for trade")) events.push(event(u.removedAt, "held", "out", `${reason[0]!.toUpperCase()}${reason.slice(1)}: held until the friend confirms or refuses.`));
      else events.push(event(u.removedAt, "removed", "out", `Removed: ${reason || "no reason recorded"}.`));
    }
    events.sort((a, b) => (a.kind === "origin" ? -1 : b.kind === "origin" ? 1 : a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    return { unitId: u.id, set: u.set, number: u.number, removedAt: u.removedAt, events };
  });
}
