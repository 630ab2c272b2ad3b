/**
 * The computer opponent of local matches: whatever app/host/ai provides (createAiPlayer, a
 * worker thread per player by default), behind the small interface the match host needs, so
 * tests can plug in their own.
 */
import { createHash } from "node:crypto";
import type { Action, GameState, PlayerView } from "../../../engine/index";
import { createAiPlayer } from "../ai/player";
import { AiCancelled, type AiKnowledge } from "../ai/types";
import type { AiKind } from "../../shared/contract/match";

export interface ComputerPlayer {
  readonly kind: AiKind;
  newGame(knowledge?: AiKnowledge): void;
  /** One of `legal`; rejects (AiCancelled) when `signal` aborts. `known`: the game as that seat knows it (engine knownState). */
  decide(view: PlayerView, legal: Action[], signal?: AbortSignal, known?: GameState): Promise<Action>;
  close(): Promise<void>;
}

export interface ComputerOptions {
  seed: number;
  deck: string[];
  opponentDeck: string[];
}

export type ComputerFactory = (kind: AiKind, opts: ComputerOptions) => ComputerPlayer;

/**
 * createAiPlayer from app/host/ai; `inline` thinks in this thread (tests). At the table every
 * computer player thinks in a worker, whatever its kind (unlike `moxen sim`, where the fast
 * players decide inline). With instant answers the opening-hand dialog is already up when the
 * page first settles; the keyboard e2e test then moves the focus off the lobby's button, which
 * takes it from the dialog's Keep too, and Enter does nothing. Keys that work wherever the focus
 * is (the table's hotkeys issue) would let the table decide inline as well.
 */
export function aiComputer(settings: { inline?: boolean; budgetMs?: number } = {}): ComputerFactory {
  return (kind, o) => {
    const p = createAiPlayer(kind, { seed: o.seed, deck: o.deck, opponentDeck: o.opponentDeck, inline: settings.inline ?? false, budgetMs: settings.budgetMs });
    return { kind: p.kind, newGame: (k) => p.newGame(k), close: () => p.close(), decide: (view, legal, signal, known) => p.decide(view, legal, signal, { known }) };
  };
}

export const isCancelled = (e: unknown) => e instanceof AiCancelled || (e as Error)?.name === "AbortError";

/** A 32-bit seed for the computer's own choices, derived from the match's seed. */
export function computerSeed(matchSeed: string | number): number {
  return parseInt(createHash("sha256").update(`moxen/ai/${matchSeed}`).digest("hex").slice(0, 8), 16);
}
