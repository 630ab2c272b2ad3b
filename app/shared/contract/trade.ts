/**
 * Contract types of trading with a friend (issue 36; the host side is app/host/trade/, its design
 * in app/host/trade/README.md). These are the shapes the Trade screen and the command line show:
 * both offers, both acceptances, what is waiting, and the log of past trades. The IPC methods
 * (`trade.*`) come with the Trade screen; nothing here is registered in the contract yet.
 */

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
    | "expired"
    | "conflict"
    | "state-changed"
    | "not-now";
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
