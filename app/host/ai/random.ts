/** The random opponent: a uniformly random legal action. A baseline, and a fuzzer. */
import type { Action } from "../../../engine/index";

export function randomDecide(legal: Action[], rand: (n: number) => number): Action {
  if (!legal.length) throw new Error("no legal action to choose from");
  return legal[rand(legal.length)]!;
}
