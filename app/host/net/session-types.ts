/**
 * Public types of a peer session: its status, what it reports, and its events.
 */
import type { AuditResult, GameOutcome, Seat } from "./game-rules";

export type SessionStatus = "handshake" | "playing" | "finished" | "halted";

export type IncidentCode =
  // Not attributable to the peer (anyone on the path could have sent it): dropped, play goes on.
  | "oversized"
  | "malformed"
  | "protocol-version"
  | "bad-signature"
  | "reflected"
  | "wrong-key"
  | "wrong-game"
  // Signed by the peer for this game, yet unacceptable: kept as evidence, the match halts.
  | "unknown-type"
  | "bad-body"
  | "out-of-place"
  | "chain-broken"
  | "equivocation"
  | "role-conflict"
  | "version-mismatch"
  | "identity-mismatch"
  | "bad-reveal"
  | "wrong-seat"
  | "out-of-turn"
  | "illegal-action"
  | "disputed-timeout"
  | "result-mismatch"
  | "desync"
  | "format-mismatch"
  // The players chose differently whether dexterity cards (Chaos Orb, Falling Star) are played.
  | "dexterity-mismatch"
  | "ante-mismatch"
  | "first-player-mismatch"
  | "bad-deck"
  | "bogus-desync"
  // An answer to our recovery request that does not hold our own frames chaining from our log.
  | "bad-recovery"
  | "over-budget"
  | "handshake-timeout"
  | "abandoned-handshake"
  | "open-cards"
  | "cheated"
  // A false timeout claim (the claimer owed the message itself), and a side that walked away before the game started.
  | "false-timeout"
  | "abandoned"
  | "internal-error";

/** A received message that was refused, and why, in words a player can read. */
export interface Incident {
  code: IncidentCode;
  message: string;
  /** The offending message's seq and type, when it could be read. */
  seq?: number;
  type?: string;
  /** Whether this stopped the match. */
  halted: boolean;
  /** The peer lost the match by it (a forfeit, or an abandonment): the result is recorded, nothing halted. */
  forfeit?: boolean;
  at: string;
}

export interface MatchResult extends GameOutcome {
  finalHash: string;
}

export interface DesyncReport {
  /** The action after which the two sides' states differ. */
  action: { by: "me" | "peer"; seq: number };
  hashes: { mine: string; theirs: string };
  /** Serialized states; `theirs` is null until the peer's desync message arrives (or if too large). */
  states: { mine: string; theirs: string | null };
  complete: boolean;
}

export interface ChatEntry {
  from: "me" | "peer";
  text: string;
  seq: number;
}

export interface PeerInfo {
  name: string;
  publicKey: string;
  fingerprint: string;
  /** True the first time we ever met this player (their key was just pinned). */
  firstContact: boolean;
}

export interface ReadyInfo {
  gameId: string;
  seed: string;
  seat: Seat;
  peer: PeerInfo;
}

export interface StateUpdate<S> {
  state: S;
  hash: string;
  by: "me" | "peer";
  action: unknown;
  seq: number;
}

export type SessionEvents<S> = {
  ready: [ReadyInfo];
  state: [StateUpdate<S>];
  rejected: [Incident];
  halted: [Incident];
  desync: [DesyncReport];
  chat: [ChatEntry];
  finished: [MatchResult];
  /** The peer's signed result arrived and agrees with ours. */
  confirmed: [MatchResult];
  disconnected: [string];
  /** The peer confirmed applying our messages up to this seq. */
  acknowledged: [number];
  /** The end-of-match audit of the peer's secrets (hidden cards): clean, or who cheated. */
  audit: [AuditResult];
  /** Our own frames lost from the log (a power cut) were recovered from the peer: this many. */
  recovered: [number];
};

export interface SessionStats {
  sent: number;
  resent: number;
  received: number;
  duplicates: number;
  rejected: number;
}

export type SubmitResult = { ok: true; seq: number; hash: string } | { ok: false; rejection: { code: string; message: string } };
