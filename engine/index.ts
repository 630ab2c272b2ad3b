/**
 * The Moxen rules engine: public API (design.md §3). Pure and deterministic: no I/O, no clock,
 * no Math.random. State is plain JSON; every change goes through `apply`.
 */
import "./cards/all";
import type { Action, ApplyResult, GameSetup, PlayerId } from "./types";
import { applyAction, applyActionInPlace } from "./core/actions";
import { legalActionsFor } from "./core/legal";
import { createGameState } from "./core/setup";
import { canonicalJson, sha256Hex } from "./core/sha256";
import type { GameState } from "./core/state";
import { viewForState, type PlayerView } from "./core/view";
import { implementedNames } from "./cards/registry";

export * from "./types";
export type { GameState } from "./core/state";
export type { PlayerView, CardView, StackItemView } from "./core/view";

/** Version of the rules engine, part of the network handshake. */
export const ENGINE_VERSION = "0.1.0";

export function createGame(setup: GameSetup): GameState {
  const unknown = Object.values(setup.decks).flat().filter((n) => !implementedNames().includes(n));
  if (unknown.length) throw new Error(`These cards are not implemented by the engine yet: ${[...new Set(unknown)].join(", ")}`);
  return createGameState(setup);
}

export function legalActions(state: GameState, player: PlayerId): Action[] {
  return legalActionsFor(state, player);
}

export function apply(state: GameState, action: Action): ApplyResult<GameState> {
  return applyAction(state, action);
}

/**
 * For simulations (the computer players' look-aheads): `apply` without copying the state.
 * Mutates `state` and returns it as the result's state; after a rejection `state` must be
 * discarded. Same rules, same determinism: the result hashes exactly as `apply`'s would.
 */
export function applyInPlace(state: GameState, action: Action): ApplyResult<GameState> {
  return applyActionInPlace(state, action);
}

export function viewFor(state: GameState, player: PlayerId): PlayerView {
  return viewForState(state, player);
}

/** SHA-256 of the canonical JSON of the state: equal states hash equally in every process. */
export function hash(state: GameState): string {
  return sha256Hex(canonicalJson(state));
}

export function serialize(state: GameState): string {
  return canonicalJson(state);
}

export function deserialize(text: string): GameState {
  const s = JSON.parse(text) as GameState;
  if (!s || s.v !== 1 || !s.players || !s.objects) throw new Error("Not a Moxen game state (version 1)");
  return s;
}

/** Names of the cards whose full Oracle text the engine implements. */
export function implementedCardNames(): string[] {
  return implementedNames();
}

export function isImplemented(name: string): boolean {
  return implementedNames().includes(name);
}

/** Who must act now: the player with priority or the one a decision waits for. */
export function whoMustAct(state: GameState): PlayerId | null {
  return state.decision?.player ?? state.priority ?? null;
}

export { checkInvariants } from "./core/invariants";
