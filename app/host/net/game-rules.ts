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
  /** Optional rules both players agreed on in their hellos (ante, CR 407). */
  rules?: { ante?: boolean };
  /** The starting player both hellos agreed on (CR 103.1: a limited event's loser chose); absent: drawn from both chains. */
  firstPlayer?: Seat;
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

/**
 * A game with hidden hands and libraries (protocol v2): this side's copy of the game, which knows
 * only what it was shown, and the messages the scheme of `hidden/` exchanges around each action.
 * The session signs, logs and carries the messages; the game checks them.
 */
export interface HiddenGame<S, A extends { player: Seat } = { player: Seat }> {
  /** This side's copy, null until both libraries are shuffled and the first player is drawn. */
  readonly state: S | null;
  /** The public hash both copies agree on after the latest change of the game (signed as `postHash`). */
  readonly agreedHash: string;
  /** Who must act now (nobody while a shuffle, a random result or a card's keys are under way). */
  mustAct(): Seat | null;
  /**
   * Whom the copy waits for while nobody may act because of the hidden cards, and what (a step of
   * a shuffle, a random link, keys…): the clock runs against that seat. Null when it waits for
   * nobody (then whoever may act owes the next message).
   */
  awaiting?(): { seat: Seat; what: string } | null;
  /** Why this side's action is illegal in its copy, or null. */
  check(action: A): RuleRejection | null;
  act(action: A): void;
  /** Messages from the peer; they throw a HiddenInfoError (or a plain Error) for anything wrong. */
  receive(type: "hidden" | "action", body: unknown): void;
  /** Messages to sign and send, in order; an action's `postHash` is the agreed hash right after it. */
  take(): { type: "hidden" | "action"; body: unknown; postHash?: string }[];
  /** What this side shows at the end of the match, and the audit of what the peer showed. */
  secrets(): unknown;
  audit(peerSecrets: unknown): AuditResult;
  /** The peer's decklist, once it was shown at the audit. */
  readonly peerDecklist: readonly string[] | null;
  /** The copy as both players may know it, for a desync report (never this side's hidden cards). */
  serializePublic(state: S): string;
  /**
   * The cards whose owner changed (CR 407.3), by physical card, in `final` (this copy, or it with
   * the match's result applied): a copy's labels name library slots again after each shuffle.
   */
  ownershipChanges?(final: S): { card: number; name: string; from: Seat; to: Seat }[];
}

/** The end-of-match audit: clean, or the seat whose signed message fails a check, and why. */
export type AuditResult = { clean: true } | { clean: false; cheater: Seat; code: string; message: string };

export interface HiddenGameSetup {
  seat: Seat;
  deck: string[];
  /** Its sideboard (CR 400.11: cards outside the game, at most 15), committed hidden with the deck; none when absent. */
  sideboard?: string[];
  gameId: string;
  names: Record<Seat, string>;
  /** This side's secret seed for the match (never sent): every key is drawn from it. */
  secret: Uint8Array;
  /** The problems of a decklist and its sideboard in the match's format ([] when legal): checked at the audit. */
  checkDecklist: (names: readonly string[], sideboard: readonly string[]) => string[];
  /** What the format allows, checked as the peer's deck can be seen: its size at the shuffle, each card as it is shown. */
  limits?: DeckLimits;
  /** Optional rules both players agreed on in their hellos (ante, CR 407): the same on both sides. */
  rules?: { ante?: boolean };
  /** The starting player both hellos agreed on (CR 103.1: a limited event's loser chose); absent: drawn from both chains. */
  firstPlayer?: Seat;
}

/**
 * The format's limits a deck is held to while it is still hidden: its size (public from the deck
 * announcement, before the shuffle) and the copies of each card (counted as each is shown).
 */
export interface DeckLimits {
  /** The format's name, for the messages. */
  format: string;
  minCards: number;
  maxCards: number;
  /** How many copies of this card a legal deck may hold (0: none, e.g. banned; Infinity: basic lands). */
  copies(name: string): number;
}
export type HiddenGameFactory<S, A extends { player: Seat } = { player: Seat }> = (setup: HiddenGameSetup) => HiddenGame<S, A>;
