/**
 * Puzzles (scenario-format "Puzzles"): a scenario with a `puzzle` object is also a goal for one
 * seat: win (the other player has lost by the end of `by`) or survive (`you` has not lost before
 * `by` has passed). `checkPuzzleSolution` plays the file's actions (its solution) and its
 * expectations as a scenario, then judges the goal on the game the solution reached.
 */
import type { PlayerId, Step } from "../types";
import { STEPS } from "../types";
import type { GameState } from "../core/state";
import { validateScenario, type Scenario } from "./format";
import { playScenario, runScenarioJson } from "./run";

export interface PuzzleGoal {
  title: string;
  goal: "win" | "survive";
  you: PlayerId;
  by: { turn: number; step: Step };
  hint?: string;
}

/** The puzzle object of a validated scenario with its defaults, or null if it is not a puzzle. */
export function puzzleOf(sc: Scenario): PuzzleGoal | null {
  const p = sc.puzzle;
  if (!p) return null;
  return {
    title: p.title ?? sc.name,
    goal: p.goal ?? "win",
    you: p.you ?? "A",
    // Without a step, the goal holds for the whole of that turn.
    by: { turn: p.by?.turn ?? sc.turn?.number ?? 1, step: p.by?.step ?? "cleanup" },
    ...(p.hint !== undefined ? { hint: p.hint } : {}),
  };
}

const position = (turn: number, step: Step) => turn * STEPS.length + STEPS.indexOf(step);

/** Whether `state` meets the goal; the reason in words either way. */
/**
 * `describe`: how the game's end reads (the host passes the player's words, app/shared/outcome-text.ts);
 * by default the engine's own reason.
 */
export function judgePuzzle(goal: PuzzleGoal, state: GameState, describe: (names: Record<PlayerId, string>, outcome: NonNullable<GameState["outcome"]>, you: PlayerId) => string = (_n, o) => o.reason): { met: boolean; reason: string } {
  // CR 729: the deadline is the main game's; a subgame's turns are numbered afresh.
  let main = state;
  while (main.main) main = main.main;
  const where = `turn ${main.turn.number}, ${main.turn.step.replace(/_/g, " ")}${main === state ? "" : " (a subgame is being played)"}`;
  const deadline = position(goal.by.turn, goal.by.step);
  const now = position(main.turn.number, main.turn.step);
  const them: PlayerId = goal.you === "A" ? "B" : "A";
  const o = state.outcome;
  const names = { A: state.players.A.name, B: state.players.B.name };
  const how = o ? describe(names, o, goal.you) : "";
  if (goal.goal === "win") {
    if (o && o.winner === goal.you) return now <= deadline ? { met: true, reason: `won at ${where}: ${how}` } : { met: false, reason: `won only at ${where}, after the deadline` };
    return { met: false, reason: o ? `the game ended without your win: ${how}` : `the game is still going at ${where}: ${state.players[them].name} has not lost` };
  }
  if (o) return o.winner === goal.you ? { met: true, reason: `you won at ${where}` } : { met: false, reason: `you lost at ${where}: ${how}` };
  return now > deadline ? { met: true, reason: `you are alive at ${where}` } : { met: false, reason: `the solution stops at ${where}, before the goal's deadline has passed` };
}

/** Runs a puzzle file's solution and judges its goal: what `moxen puzzle FILE` reports. */
export function checkPuzzleSolution(doc: unknown, fallbackName = "(unnamed)"): { name: string; pass: boolean; failures: string[]; goal?: PuzzleGoal; reason?: string } {
  const asScenario = runScenarioJson(doc, fallbackName);
  if (!asScenario.pass) return asScenario;
  const sc = validateScenario(doc);
  const goal = puzzleOf(sc);
  if (!goal) return { name: sc.name, pass: false, failures: ["this file has no \"puzzle\" object: it is a scenario, not a puzzle"] };
  if (!sc.actions?.length) return { name: goal.title, pass: false, failures: ["the puzzle has no solution (no actions)"], goal };
  const verdict = judgePuzzle(goal, playScenario(sc).state);
  return { name: goal.title, pass: verdict.met, failures: verdict.met ? [] : [`goal not met: ${verdict.reason}`], goal, reason: verdict.reason };
}
