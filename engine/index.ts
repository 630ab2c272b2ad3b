/**
 * The Moxen rules engine: public API (design.md §3).
 * Work in progress: the functions below are being filled in; their signatures are the contract.
 */
export * from "./types";
import type { Action, ApplyResult, GameSetup, PlayerId } from "./types";

/** Opaque, JSON-serialisable game state. Treat as read-only outside the engine. */
export type GameState = { readonly __brand?: "GameState" } & Record<string, unknown>;
/** What one player may see of a game. Hidden cards carry no identity. */
export type PlayerView = Record<string, unknown>;

const notYet = (fn: string): never => {
  throw new Error(`engine.${fn} is not implemented yet`);
};

export function createGame(_setup: GameSetup): GameState { return notYet("createGame"); }
export function legalActions(_state: GameState, _player: PlayerId): Action[] { return notYet("legalActions"); }
export function apply(_state: GameState, _action: Action): ApplyResult<GameState> { return notYet("apply"); }
export function viewFor(_state: GameState, _player: PlayerId): PlayerView { return notYet("viewFor"); }
export function hash(_state: GameState): string { return notYet("hash"); }
export function serialize(state: GameState): string { return JSON.stringify(state); }
export function deserialize(text: string): GameState { return JSON.parse(text) as GameState; }
/** Names of the cards whose full Oracle text the engine implements. */
export function implementedCardNames(): string[] { return []; }
export function isImplemented(name: string): boolean { return implementedCardNames().includes(name); }
/** Version of the rules engine, part of the network handshake. */
export const ENGINE_VERSION = "0.1.0";
