/**
 * Shared shapes of the computer opponents. An AI decides from its own player's view and the legal
 * actions the host computed for it (its own options): never from the true game state.
 */
import type { Action, GameState, PlayerId, PlayerView, Rules } from "../../../engine/index";
import type { TraceSink } from "./trace";

/**
 * The computer players: `beginner` (the heuristic playing a little worse on purpose: beginner.ts),
 * `heuristic` ("Intermediate"), `strong` (search: strong.ts), and `random` (uniformly random legal
 * actions: a baseline for tests and the fuzzer, not a level offered to players).
 */
export type AiKind = "beginner" | "heuristic" | "strong" | "random";
export const AI_KINDS: readonly AiKind[] = ["beginner", "heuristic", "strong", "random"];

/** What a player legitimately knows besides the view: both decklists (from the handshake) and the rules. */
export interface AiKnowledge {
  /** The AI's own deck, one entry per copy. */
  deck?: string[];
  /** The opponent's deck as exchanged at the handshake, one entry per copy. */
  opponentDeck?: string[];
  rules?: Partial<Rules>;
}

/** Per-game memory an AI keeps between its decisions (what it did, never what it was not shown). */
export interface AiMemory {
  mulligans: number;
  /** Creatures this player gave a regeneration shield this turn (shields are not in the view). */
  regenerated: string[];
  regenTurn: number;
}

export const newMemory = (): AiMemory => ({ mulligans: 0, regenerated: [], regenTurn: -1 });

export interface AiOptions extends AiKnowledge {
  /** Seed of the AI's own random choices (sampling, ties). */
  seed?: number;
  /** Strong AI: thinking time per decision in milliseconds (default 2000). */
  budgetMs?: number;
  /**
   * Strong AI: samples per decision instead of a time budget (measurement: the same search
   * whatever the machine's load; a search that settles early still stops early).
   */
  budgetSamples?: number;
  /**
   * true: think in the calling thread (tests, environments without workers); false: in a worker
   * thread; unset: in a worker only for long searches (see thinksInWorker in player.ts).
   */
  inline?: boolean;
  /**
   * Where the player's explanations go (trace.ts: for each decision with a choice, the options
   * weighed and their scores). Players in a worker thread send theirs back with each answer.
   */
  trace?: TraceSink;
}

/**
 * One decision to make: the view, the legal actions, the game as the player knows it (engine
 * `knownState`: what the view shows, as a state to look ahead on), and the time it may take.
 */
export interface DecideRequest {
  view: PlayerView;
  legal: Action[];
  known?: GameState;
  budgetMs?: number;
}

/** Thrown (as the promise's rejection) when a decision is cancelled through its AbortSignal. */
export class AiCancelled extends Error {
  override name = "AbortError";
  constructor() {
    super("The decision was cancelled");
  }
}

export interface AiPlayer {
  readonly kind: AiKind;
  /** Starts a new game: forgets the previous game's memory; optionally new decklists. */
  newGame(knowledge?: AiKnowledge): void;
  /**
   * Chooses one of `legal`. Rejects with AiCancelled if `signal` aborts first.
   * `budgetMs` overrides the strong AI's thinking time for this decision.
   */
  decide(view: PlayerView, legal: Action[], signal?: AbortSignal, opts?: { budgetMs?: number; known?: GameState }): Promise<Action>;
  /** Stops the worker. */
  close(): Promise<void>;
}

export type { PlayerId };
