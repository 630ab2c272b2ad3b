/** Placeholder: replaced by the search. */
import type { Action, PlayerView } from "../../../engine/index";
import { heuristicDecide } from "./heuristic";
import type { AiKnowledge, AiMemory } from "./types";

export interface StrongInput {
  view: PlayerView; legal: Action[]; knowledge: AiKnowledge; memory: AiMemory; rand: (n: number) => number;
  budgetMs: number; stop?: () => boolean;
}

export function strongDecide(input: StrongInput): Action {
  return heuristicDecide(input);
}
