/**
 * The real rules engine as the peer session's GameRules: a thin adapter, because the
 * engine's API was designed for exactly this (pure, deterministic, rejections as values).
 */
import * as engine from "../../../engine/index";
import type { GameRules } from "./game-rules";

export const engineRules: GameRules<engine.GameState, engine.Action> = {
  version: engine.ENGINE_VERSION,
  create: (setup) => engine.createGame({ seed: setup.seed, decks: setup.decks, names: setup.names }),
  apply: (state, action) => {
    const r = engine.apply(state, action);
    return r.ok ? { ok: true, state: r.state } : r;
  },
  hash: engine.hash,
  whoMayAct: (state) => (state.outcome ? null : engine.whoMustAct(state)),
  outcome: (state) => state.outcome,
  serialize: engine.serialize,
};
