/**
 * Contract group "trade": trading units and coins with a friend (issue 36; the host side is
 * app/host/trade/, its design in app/host/trade/README.md). The renderer opens a data channel as
 * for a match (net.openChannel, codes through net.makeCode / net.readCode) and hands it to
 * trade.start; then it changes its offer, accepts, and follows the trade through the
 * trade.changed event. One live trade per renderer. The signing key, the contract and the
 * collection writes stay in the host.
 */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";

/** A unit as an offer lists it: the giver's unit id, the card's name and printing. */
export interface TradeUnitDto {
  id: string;
  card: string;
  set: string;
  number: string;
}

/** One side's offer: units, coins, and the ledger state (balance, last ledger row) it applies to. */
export interface TradeOfferDto {
  rev: number;
  units: TradeUnitDto[];
  coins: number;
  ledger: { balance: number; head: number };
}

/** A refused trade message: a stable code and the reason shown to the player. */
export interface TradeIncidentDto {
  code:
    | "oversized"
    | "malformed"
    | "bad-signature"
    | "wrong-key"
    | "wrong-trade"
    | "out-of-order"
    | "bad-body"
    | "over-limit"
    | "not-owned"
    | "replayed"
    | "bad-contract"
      | "conflict"
    | "state-changed";
  reason: string;
  type?: string;
  at: string;
}

/** A live trade as the Trade screen shows it. */
export interface TradeViewDto {
  phase: "connecting" | "open" | "signing" | "closed";
  /** The friend: name and identity fingerprint (null until its hello). */
  friend: { name: string; fingerprint: string } | null;
  mine: TradeOfferDto;
  theirs: TradeOfferDto | null;
  /** Each acceptance holds only for the two offer revisions it names: any change clears it. */
  iAccepted: boolean;
  theyAccepted: boolean;
  /** Trades settled in this session, in order. */
  outcomes: { tradeId: string; outcome: "final" | "aborted"; reason?: string }[];
  incidents: TradeIncidentDto[];
  /** Why our last action did not go through (a unit no longer ours when signing). */
  lastError: string | null;
}

/** One row of the log of past trades. */
export interface TradeRecordDto {
  tradeId: string;
  /** pending: we signed first and hold what we give until the friend's answer arrives. */
  status: "pending" | "final" | "aborted";
  friend: { name: string; fingerprint: string };
  gave: { units: TradeUnitDto[]; coins: number };
  got: { units: TradeUnitDto[]; coins: number };
  createdAt: string;
  resolvedAt: string | null;
}

const channelId = v.string({ max: 32, pattern: /^ch\d+$/, patternName: "a channel id" });
const fingerprint = v.string({ max: 24, pattern: /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/, patternName: "a fingerprint like ABCD-EFGH-IJKL-MNOP-QRST" });
const unitId = v.string({ max: 40, pattern: /^c\d{6}\.u\d{4,}$/, patternName: "a unit id like c000522.u0001" });

export const tradeMethods = {
  "trade.start": method({
    args: v.object({ channelId, peerFingerprint: v.optional(fingerprint) }),
    result: returns<TradeViewDto>(),
    summary: "Starts a trade over a data channel opened with net.openChannel; contracts left open with this friend settle first.",
  }),
  "trade.startAfterMatch": method({
    args: v.object({ matchId: v.int({ min: 1 }) }),
    result: returns<TradeViewDto>(),
    summary: "\"Trade with <friend>\": starts a trade over a finished network match's connection, with the match's opponent (their key pinned). Refused while the match is live.",
  }),
  "trade.setOffer": method({
    args: v.object({ units: v.array(unitId, { max: 100 }), coins: v.int({ min: 0, max: 100_000 }) }),
    result: returns<TradeViewDto>(),
    summary: "Puts these units of yours and these coins on your side of the trade; clears both acceptances.",
  }),
  "trade.accept": method({
    args: v.none(),
    result: returns<TradeViewDto>(),
    summary: "Accepts both offers as they stand now.",
  }),
  "trade.view": method({
    args: v.none(),
    result: returns<TradeViewDto | null>(),
    summary: "The live trade, or null.",
  }),
  "trade.close": method({
    args: v.none(),
    result: returns<void>(),
    summary: "Ends the live trade (a contract you signed stays held until your friend's answer arrives).",
  }),
  "trade.history": method({
    args: v.none(),
    result: returns<TradeRecordDto[]>(),
    summary: "The log of past trades, newest first.",
  }),
};

/** "<friend> wants to trade": the friend of a finished network match asked first. */
export interface TradeRequestDto {
  matchId: number;
  friend: { name: string; fingerprint: string };
}

export const tradeEvents = {
  "trade.requested": event({
    payload: payload<TradeRequestDto>(),
    summary: "The friend of a finished network match wants to trade: answer with trade.startAfterMatch.",
  }),
  "trade.changed": event({
    payload: payload<TradeViewDto>(),
    summary: "The live trade changed (an offer, an acceptance, a settled contract, a refused message).",
  }),
};
