/**
 * The Moxen rules engine: public API (design.md §3). Pure and deterministic: no I/O, no clock,
 * no Math.random. State is plain JSON; every change goes through `apply`.
 */
import "./cards/index";
import type { Action, ApplyResult, GameSetup, PlayerId } from "./types";
import { applyAction, applyActionInPlace } from "./core/actions";
import { actionsFrom, randomAction as randomFrom } from "./core/enumerate";
import { legalOptionsFor, type LegalOptions } from "./core/legal";
import { knownStateFor } from "./core/known";
import { Game } from "./core/game";
import { activatedAbilities } from "./core/mana";
import { createGameState } from "./core/setup";
import { canonicalJson, sha256Hex } from "./core/sha256";
import { answererOf, type GameState } from "./core/state";
import { viewForState, type PlayerView } from "./core/view";
import { cardHints, cardTexts, delayedDefOf, implementedNames, isImplementedName, requiresAnte as requiresAnteName } from "./cards/registry";

export * from "./types";
export type { GameState } from "./core/state";
export type { Choice, PileQuestion } from "./core/state";
export type { PlayerView, CardView, StackItemView, DecisionView, AbilityView, SubgameView } from "./core/view";
export type { LegalOptions, CastOption, ActivateOption, PlayableOption, TargetSlot, ModeOption } from "./core/legal";
export type { CostPartOption } from "./core/costs";
export type { CardHints } from "./cards/types";

/** Version of the rules engine, part of the network handshake. */
export const ENGINE_VERSION = "0.2.0";

export function createGame(setup: GameSetup): GameState {
  const unknown = [...Object.values(setup.decks), ...Object.values(setup.sideboards ?? {})].flat().filter((n) => !isImplementedName(n!));
  if (unknown.length) throw new Error(`These cards are not implemented by the engine yet: ${[...new Set(unknown)].join(", ")}`);
  // CR 100.4a: a sideboard of up to fifteen cards.
  for (const [p, side] of Object.entries(setup.sideboards ?? {})) if ((side?.length ?? 0) > 15) throw new Error(`Player ${p}'s sideboard has ${side!.length} cards; at most 15 are allowed`);
  return createGameState(setup);
}

/**
 * What `player` may do now, as options: lands to play; spells and abilities with their legal
 * targets per slot, X range, modes and cost choices; attackers; blockers per attacker; the
 * pending question. `actionsFor` lists complete actions made from them.
 */
export function legalActions(state: GameState, player: PlayerId): LegalOptions {
  return legalOptionsFor(state, player);
}

/** Complete actions from legal options (bounded combinations; every single choice appears). */
export function actionsFor(options: LegalOptions, opts: { few?: boolean } = {}): Action[] {
  return actionsFrom(options, opts);
}

/** One random complete action from the options (the random player, benchmarks); null if none. */
export function randomAction(options: LegalOptions, rand: (n: number) => number): Action | null {
  return randomFrom(options, rand);
}

/** Shorthand: the complete actions `player` may take now. */
export function legalActionList(state: GameState, player: PlayerId, opts: { few?: boolean } = {}): Action[] {
  return actionsFrom(legalOptionsFor(state, player), opts);
}

export function apply(state: GameState, action: Action): ApplyResult<GameState> {
  return applyAction(state, action);
}

/**
 * For simulations (the computer players' look-aheads): `apply` without copying the state.
 * Mutates `state` and returns it as the result's state (another object when a subgame starts or
 * ends, CR 729: go on with the result's state); after a rejection `state` must be
 * discarded. Same rules, same determinism: the result hashes exactly as `apply`'s would, except
 * that an action raising a question midway is rejected with "needs_copy".
 */
export function applyInPlace(state: GameState, action: Action): ApplyResult<GameState> {
  return applyActionInPlace(state, action);
}

/**
 * The game as `player` knows it: a state in which every card that player cannot see is
 * anonymous (name "") and the random generator is unknown. For computer players to look ahead
 * on after filling in guesses; it holds nothing the player's view doesn't show.
 */
export function knownState(state: GameState, player: PlayerId): GameState {
  return knownStateFor(state, player);
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
  if (!s || s.v !== 2 || !s.players || !s.objects) throw new Error("Not a Moxen game state (version 2)");
  // A state saved before the ante zone existed (CR 407) has no ante: an empty one, not played for ante.
  for (const p of ["A", "B"] as const) if (s.players[p] && !Array.isArray(s.players[p].ante)) s.players[p].ante = [];
  if (s.rules && typeof s.rules.ante !== "boolean") s.rules.ante = false;
  return s;
}

/** Names of the cards whose full Oracle text the engine implements. */
export function implementedCardNames(): string[] {
  return implementedNames();
}

/**
 * CR 407.3: whether the card says "Remove this card from your deck before playing if you're not
 * playing for ante." (`CardDef.ante`): a deck holding it is legal only for a game played for ante.
 * `ANTE_DECK_RULE` is that sentence, the card's own words, for the deck validation's message.
 */
export function requiresAnte(name: string): boolean {
  return requiresAnteName(name);
}
export const ANTE_DECK_RULE = "Remove this card from your deck before playing if you're not playing for ante.";

/**
 * CR 108.3, 407.2–407.3: the physical cards whose owner changed during the game (the ante won, or an
 * ownership-changing card), from the player who started the game with it in their deck (`from`) to
 * its owner now (`to`). At the end of a network game played for ante these are the collection units
 * that change hands; a card that changed owner and came back is not listed.
 */
export function ownershipChanges(state: GameState): { card: number; name: string; from: PlayerId; to: PlayerId }[] {
  const out: { card: number; name: string; from: PlayerId; to: PlayerId }[] = [];
  state.cards.forEach((c, card) => {
    if (c.deckOwner && c.deckOwner !== c.owner) out.push({ card, name: c.name, from: c.deckOwner, to: c.owner });
  });
  return out;
}

/** Whether the card is a dexterity card (Chaos Orb, Falling Star): legal only with the "dexterity cards" match option. */
export function isDexterityCard(name: string): boolean {
  return !!cardHints(name)?.dexterity;
}

export function isImplemented(name: string): boolean {
  return isImplementedName(name);
}

/** What the computer players know of a card beyond its rules (harmful or helpful, value...). */
export { cardHints, cardTexts };

/** Whether an object's activated ability number `n` is a mana ability (CR 605.1a). */
export function activatedAbilityIsMana(state: GameState, objectId: string, n: number): boolean {
  const o = state.objects[objectId];
  if (!o) return false;
  return !!activatedAbilities(new Game(state), o)[n - 1]?.def.mana;
}

/** Who must act now: the player with priority or the one a decision waits for. */
export function whoMustAct(state: GameState): PlayerId | null {
  return (state.decision && answererOf(state.decision)) ?? state.priority ?? null;
}

/**
 * How many "unless they pay ... before" obligations (Nafs Asp) `player` has not paid yet: the
 * computer players count them as life about to be lost.
 */
export function unpaidObligations(state: GameState, player: PlayerId): number {
  return (state.delayed ?? []).filter((d) => !d.data.paid && d.data.player === player && !!delayedDefOf(d.ability)?.payBefore).length;
}

export { createHiddenGame, externalCopy, publicHash, publicState, revealCard, revealObject, revealProblem, unknownCards, withRandom, withShown } from "./core/hidden";
export { checkInvariants } from "./core/invariants";
export { cloneState, writableObject } from "./core/clone";
export { UNKNOWN_CARD } from "./core/known";
