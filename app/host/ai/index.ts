/**
 * Computer opponents, simulation and fuzzing (issue 7). The match host uses createAiPlayer;
 * `moxen sim` uses runSim; `moxen fuzz` uses runFuzz.
 */
export { createAiPlayer } from "./player";
export { AI_KINDS, AiCancelled, type AiKind, type AiKnowledge, type AiOptions, type AiPlayer } from "./types";
export { DEFAULT_BUDGET_MS } from "./brain";
export { playAiGame, DEFAULT_TURN_CAP, type GameRecord } from "./match-runner";
export { runSim, wilson, type SimOptions, type SimResult } from "./sim";
export { runFuzz, replayFuzz, type FuzzRepro, type FuzzResult } from "./fuzz";
export { determinize, type Determinization } from "./determinize";
