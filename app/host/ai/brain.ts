/**
 * A brain: one computer player's synchronous decision-maker, with its memory, random generator
 * and knowledge. Workers run brains (worker.ts); so does the inline player.
 */
import type { Action } from "../../../engine/index";
import { seededRandom } from "../play/random-game";
import { beginnerDecide } from "./beginner";
import { heuristicDecide } from "./heuristic";
import { randomDecide } from "./random";
import { strongDecide } from "./strong";
import { context, describeAction } from "./trace";
import { newMemory, type AiKind, type AiKnowledge, type AiMemory, type AiOptions, type DecideRequest } from "./types";

export const DEFAULT_BUDGET_MS = 2000;

export interface Brain {
  readonly kind: AiKind;
  newGame(knowledge?: AiKnowledge): void;
  /** `stop` is polled during long searches: true means cancelled, return at once. */
  decide(req: DecideRequest, stop?: () => boolean): Action;
}

export function createBrain(kind: AiKind, opts: AiOptions = {}): Brain {
  let knowledge: AiKnowledge = { deck: opts.deck, opponentDeck: opts.opponentDeck, rules: opts.rules };
  let memory: AiMemory = newMemory();
  let games = 0;
  let rand = seededRandom((opts.seed ?? 1) * 2654435761);
  return {
    kind,
    newGame(k?: AiKnowledge) {
      if (k) knowledge = { ...knowledge, ...k };
      memory = newMemory();
      games++;
      rand = seededRandom(((opts.seed ?? 1) + games * 7919) * 2654435761);
    },
    decide(req: DecideRequest, stop?: () => boolean): Action {
      if (req.legal.length === 0) throw new Error("no legal action to choose from");
      switch (kind) {
        case "random": {
          const a = randomDecide(req.legal, rand);
          opts.trace?.({ ...context("random", req.view, req.legal.length), how: "random", options: [], more: 0, chosen: { label: describeAction(a, req.view), score: null, action: a } });
          return a;
        }
        case "beginner":
          return beginnerDecide({ view: req.view, legal: req.legal, known: req.known, knowledge, memory, rand });
        case "heuristic":
          return heuristicDecide({ view: req.view, legal: req.legal, known: req.known, knowledge, memory, rand, trace: opts.trace });
        case "strong":
          return strongDecide({
            view: req.view, legal: req.legal, known: req.known, knowledge, memory, rand,
            budgetMs: req.budgetMs ?? opts.budgetMs ?? DEFAULT_BUDGET_MS, stop, trace: opts.trace,
            ...(opts.budgetSamples ? { maxSamples: opts.budgetSamples, untimed: true } : {}),
          });
      }
    },
  };
}
