/**
 * Whether a computer player's action is one it may send. The engine lists only some of the
 * subsets a "choose cards" question allows (a big hand's discard: the first few and one per card),
 * so a computer player may build its own answer to such a question (the cheapest cards to discard
 * to hand size, heuristic.ts); `apply` then checks it exactly as it checks a person's answer, and
 * a network peer checks it the same way. Anything else must be one of the listed actions.
 */
import type { Action } from "../../../engine/index";

export function offeredOrOwnAnswer(legal: readonly Action[], action: Action): boolean {
  const key = JSON.stringify(action);
  if (legal.some((a) => JSON.stringify(a) === key)) return true;
  return action.type === "choose" && Array.isArray(action.cards) && legal.some((a) => a.type === "choose" && Array.isArray(a.cards) && a.player === action.player);
}
