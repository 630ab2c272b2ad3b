/**
 * Puzzles (scenario-format "Puzzles"): the ones shipped in resources/puzzles and the ones a
 * player opens from a file. A puzzle is played as a match against the computer that starts from
 * the puzzle's position; after each action its goal is judged (engine/scenario/puzzle.ts), and
 * the match ends once the goal is met or can no longer be.
 */
import { outcomeText } from "../../shared/outcome-text";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { judgePuzzle, puzzleOf, type PuzzleGoal } from "../../../engine/scenario/puzzle";
import { startScenario } from "../../../engine/scenario/run";
import { validateScenario, type Scenario } from "../../../engine/scenario/format";
import type { GameState } from "../../../engine/index";
import type { PuzzleInfo } from "../../shared/contract/match";
import { MatchError } from "./errors";

/** A puzzle file is a small scenario; anything larger is refused before parsing. */
export const MAX_PUZZLE_BYTES = 256 * 1024;

const STEP_WORDS = (step: string) => step.replace(/_/g, " ");

/** The goal in a player's words: "Win by the end of turn 3", "Survive until turn 5 has passed its upkeep". */
export function goalWords(g: PuzzleGoal): string {
  const when = g.by.step === "cleanup" ? `the end of turn ${g.by.turn}` : `turn ${g.by.turn}, ${STEP_WORDS(g.by.step)}`;
  return g.goal === "win" ? `Win by ${when}.` : `Survive ${g.by.step === "cleanup" ? `until ${when}` : `past ${when}`}.`;
}

/** Reads a puzzle document: a valid scenario with a `puzzle` object whose position can be set up. */
export function readPuzzle(doc: unknown, id: string): { info: PuzzleInfo; scenario: Scenario } {
  let scenario: Scenario;
  try {
    scenario = validateScenario(doc);
  } catch (e) {
    throw new MatchError("bad_puzzle", `This is not a puzzle file Moxen can read: ${(e as Error).message}`);
  }
  const goal = puzzleOf(scenario);
  if (!goal) throw new MatchError("bad_puzzle", "This file is a scenario without a \"puzzle\" object: it sets no goal to play for.");
  try {
    startScenario(scenario);
  } catch (e) {
    throw new MatchError("bad_puzzle", `The puzzle's position cannot be set up: ${(e as Error).message}`);
  }
  return {
    scenario,
    info: { id, title: goal.title, goal: goal.goal, you: goal.you, by: goal.by, words: goalWords(goal), ...(goal.hint ? { hint: goal.hint } : {}), ...(scenario.description ? { description: scenario.description } : {}) },
  };
}

/** Parses a puzzle file's text, with the size limit. */
export function parsePuzzleText(text: string): unknown {
  if (text.length > MAX_PUZZLE_BYTES) throw new MatchError("bad_puzzle", `A puzzle file is at most ${MAX_PUZZLE_BYTES / 1024} KB; this one is ${Math.ceil(text.length / 1024)} KB.`);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (e) {
    throw new MatchError("bad_puzzle", `This puzzle file is not valid JSON: ${(e as Error).message}`);
  }
}

/** The puzzles shipped with Moxen, in file order (easy to hard). */
export class PuzzleShelf {
  private cache: Map<string, { info: PuzzleInfo; doc: unknown }> | undefined;

  constructor(private readonly dir: string) {}

  private load(): Map<string, { info: PuzzleInfo; doc: unknown }> {
    if (this.cache) return this.cache;
    const out = new Map<string, { info: PuzzleInfo; doc: unknown }>();
    let files: string[] = [];
    try {
      files = readdirSync(this.dir).filter((f) => f.endsWith(".json")).sort();
    } catch {
      // No puzzle folder (a trimmed install): no shipped puzzles.
    }
    for (const f of files) {
      const id = f.replace(/\.json$/, "");
      const doc = parsePuzzleText(readFileSync(join(this.dir, f), "utf8"));
      out.set(id, { info: readPuzzle(doc, id).info, doc });
    }
    return (this.cache = out);
  }

  list(): PuzzleInfo[] {
    return [...this.load().values()].map((p) => p.info);
  }

  get(id: string): { info: PuzzleInfo; doc: unknown } {
    const p = this.load().get(id);
    if (!p) throw new MatchError("not_found", `There is no puzzle "${id.slice(0, 80)}".`);
    return p;
  }
}

/** The puzzle's starting position (with the players' names, when given) and goal. */
export function puzzleStart(doc: unknown, names?: Partial<Record<"A" | "B", string>>): { state: GameState; goal: PuzzleGoal } {
  const scenario = validateScenario(doc);
  const state = startScenario(scenario).state;
  for (const p of ["A", "B"] as const) if (names?.[p]) state.players[p] = { ...state.players[p], name: names[p]! };
  return { state, goal: puzzleOf(scenario)! };
}

/** The card names each seat plays with, for the computer's knowledge of the decks. */
export function puzzleCards(state: GameState): Record<"A" | "B", string[]> {
  const out: Record<"A" | "B", string[]> = { A: [], B: [] };
  for (const c of state.cards) out[c.owner].push(c.name);
  return out;
}

/**
 * Whether the puzzle is decided: the goal met, or no longer possible (the game over, or the
 * deadline passed without a win). Null while it is still open.
 */
export function puzzleVerdict(goal: PuzzleGoal, state: GameState): { met: boolean; reason: string } | null {
  const v = judgePuzzle(goal, state, outcomeText);
  if (state.outcome) return v;
  // Still going: a survive goal is met once the deadline passed; a win goal fails then.
  const past = judgePuzzle({ ...goal, goal: "survive" }, state).met;
  if (!past) return null;
  return goal.goal === "survive" ? { met: true, reason: v.reason } : { met: false, reason: "the deadline passed before the other player lost" };
}
