/** Creating a game (CR 103): decks shuffled, a random first player, opening hands of seven. */
import type { GameSetup, PlayerId, Rules } from "../types";
import { PLAYERS } from "../types";
import { Game } from "./game";
import { randomInt, seedFrom, shuffle } from "./rng";
import type { GameObject, GameState, PlayerState } from "./state";

export const DEFAULT_RULES: Rules = { manaBurn: false, startingLife: 20, maxHandSize: 7, ante: false };

export function emptyPlayer(id: PlayerId, name: string, life: number): PlayerState {
  return {
    id, name, life, poison: 0, manaPool: [], library: [], hand: [], graveyard: [], exile: [], ante: [],
    landsPlayed: 0, drewFromEmpty: false, mulligans: 0, kept: false,
  };
}

export function emptyState(seed: number | string, rules: Partial<Rules> = {}, names: Partial<Record<PlayerId, string>> = {}): GameState {
  const r: Rules = { ...DEFAULT_RULES, ...rules };
  return {
    v: 2, rules: r, rng: seedFrom(seed), nextId: 1, nextTimestamp: 1, cards: [], objects: {},
    players: {
      A: emptyPlayer("A", names.A ?? "Player A", r.startingLife),
      B: emptyPlayer("B", names.B ?? "Player B", r.startingLife),
    },
    battlefield: [], stack: [], turn: { number: 0, active: "A", step: "untap", serial: 0 }, firstPlayer: "A",
    priority: null, passed: [], decision: null, pendingTriggers: [], effects: [], shields: [], stateTriggers: [],
    extraTurns: [], combatHadFirstStrike: false, attackersDeclared: false,
    assignments: {}, history: { activations: {} }, outcome: null, skipDrawTurn: 1,
  };
}

/** Adds a physical card to a zone; returns the new object. */
export function addCard(s: GameState, name: string, owner: PlayerId, zone: GameObject["zone"], controller: PlayerId = owner): GameObject {
  const card = s.cards.length;
  s.cards.push({ name, owner });
  const o: GameObject = {
    id: "o" + s.nextId++, card, name, owner, controller, baseController: controller, zone, tapped: false,
    sick: false, damage: 0, counters: {}, timestamp: s.nextTimestamp++,
  };
  s.objects[o.id] = o;
  if (zone === "battlefield") s.battlefield.push(o.id);
  else if (zone !== "stack") s.players[owner][zone].push(o.id);
  return o;
}

/**
 * CR 407.2: when playing for ante, each player puts one random card from their deck into the ante
 * after the first player is determined and before anyone draws: the top card of their library,
 * just shuffled (in network play the slot's keys then name it to both players, like a milled card).
 */
export function anteAtStart(g: Game): void {
  if (!g.state.rules.ante) return;
  for (const p of PLAYERS) {
    const top = g.player(p).library[0];
    if (top !== undefined) g.ante(top);
  }
}

export function createGameState(setup: GameSetup): GameState {
  const s = emptyState(setup.seed, setup.rules, setup.names);
  for (const p of PLAYERS) {
    for (const name of setup.decks[p] ?? []) addCard(s, name, p, "library");
    shuffle(s, s.players[p].library);
    // CR 400.11, 100.4a: the sideboard is outside the game: names, not cards in a zone.
    const side = setup.sideboards?.[p];
    if (side?.length) s.players[p].sideboard = [...side];
  }
  s.firstPlayer = PLAYERS[randomInt(s, 2)]!; // CR 103.1: chosen at random
  s.turn.active = s.firstPlayer;
  const g = new Game(s);
  anteAtStart(g);
  for (const p of PLAYERS) g.draw(p, 7); // CR 103.5
  s.decision = { kind: "mulligan", player: s.firstPlayer };
  return s;
}
