/**
 * What the peer session needs from a game, injected so the network layer does not depend
 * on the rules engine's progress: the real engine plugs in through `engine-rules.ts`;
 * tests use a tiny counting game (test/net/fixtures/counting-game.ts).
 *
 * Requirements: pure and deterministic (same inputs → same state and hash on both
 * machines), and `apply` must never throw for bad input — it returns a rejection.
 */
export type Seat = "A" | "B";
export const otherSeat = (s: Seat): Seat => (s === "A" ? "B" : "A");

export interface GameSetupInput {
  /** Hex seed from the commit-then-reveal handshake: neither player chose it. */
  seed: string;
  decks: Record<Seat, string[]>;
  names: Record<Seat, string>;
}

export interface RuleRejection {
  code: string;
  message: string;
}

export type RuleApplyResult<S> = { ok: true; state: S } | { ok: false; rejection: RuleRejection };

export interface GameOutcome {
  winner: Seat | "draw";
  reason: string;
}

export interface GameRules<S, A extends { player: Seat } = { player: Seat }> {
  /** Part of the handshake: both sides must run the same rules. */
  readonly version: string;
  create(setup: GameSetupInput): S;
  apply(state: S, action: A): RuleApplyResult<S>;
  hash(state: S): string;
  /** The seat that may act now (priority or a pending decision), or null when nobody can. */
  whoMayAct(state: S): Seat | null;
  outcome(state: S): GameOutcome | null;
  /** Text form of a state for desync reports; JSON.stringify if absent. */
  serialize?(state: S): string;
}
