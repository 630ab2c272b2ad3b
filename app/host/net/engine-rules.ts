/**
 * The real rules engine as the peer session's GameRules: a thin adapter, because the
 * engine's API was designed for exactly this (pure, deterministic, rejections as values).
 */
import { createHash } from "node:crypto";
import * as engine from "../../../engine/index";
import type { GameRules } from "./game-rules";

export type EngineRules = GameRules<engine.GameState, engine.Action>;

export const engineRules: EngineRules = {
  version: engine.ENGINE_VERSION,
  create: (setup) => engine.createGame({ seed: setup.seed, decks: setup.decks, names: setup.names, ...(setup.rules ? { rules: setup.rules } : {}) }),
  apply: (state, action) => {
    const r = engine.apply(state, action);
    return r.ok ? { ok: true, state: r.state } : r;
  },
  // Same value as engine.hash (SHA-256 of the canonical JSON), but with node's native SHA-256:
  // the pure engine hashes in JavaScript, ~5× slower, and both peers hash after every action.
  hash: (state) => createHash("sha256").update(engine.serialize(state)).digest("hex"),
  whoMayAct: (state) => (state.outcome ? null : engine.whoMustAct(state)),
  outcome: (state) => state.outcome,
  serialize: engine.serialize,
};

/**
 * The engine with a turn cap, for computer-vs-computer matches that could otherwise loop
 * forever: a game still going after turn `cap` is a draw. The cap is part of `version`, so
 * two peers with different caps refuse to play instead of disagreeing at the end.
 */
export function engineRulesWithTurnCap(cap: number): EngineRules {
  const over = (s: engine.GameState) => !s.outcome && s.turn.number > cap;
  return {
    ...engineRules,
    version: `${engine.ENGINE_VERSION}+turn-cap-${cap}`,
    whoMayAct: (s) => (over(s) ? null : engineRules.whoMayAct(s)),
    outcome: (s) => s.outcome ?? (over(s) ? { winner: "draw", reason: `turn cap (${cap}) reached` } : null),
  };
}
