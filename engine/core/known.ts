/**
 * What one player knows of the game, as a game state: the same state with every card that
 * player cannot see made anonymous (CR 400.2: the opponent's hand and both libraries, whose order
 * no one knows), and the random generator's state removed (it would tell future shuffles). A
 * computer player fills the anonymous cards with guesses (determinization) to look ahead; a
 * hidden-information network game (a later version) keeps such slots for real.
 */
import type { PlayerId } from "../types";
import { other, PLAYERS } from "../types";
import { cloneState, writableObject } from "./clone";
import type { GameState } from "./state";
import { Game } from "./game";
import { allOpenCards, mayHaveOpenCards } from "./open-cards";
import { faceDownPermanentsAndSpells } from "./face-down";
import { controllerOfPlayer } from "./player-control";

/** The name an anonymous card carries. */
export const UNKNOWN_CARD = "";

export function knownStateFor(state: GameState, p: PlayerId): GameState {
  // CR 708.5: a face-down spell or permanent is known to its controller alone.
  // CR 723.4: the controller of a player sees that player's hand (Word of Command).
  const theirHand = controllerOfPlayer(state, other(p)) === p ? [] : state.players[other(p)].hand;
  const hidden = [...theirHand, ...PLAYERS.flatMap((q) => state.players[q].library), ...faceDownCards(state), ...faceDownPermanentsAndSpells(state, p)];
  // CR 701.20a: cards a rule keeps revealed to every player are known (open-cards.ts).
  const open = mayHaveOpenCards(state) ? new Set(allOpenCards(new Game(state))) : null;
  const k = withAnonymous(state, open?.size ? hidden.filter((id) => !open.has(id)) : hidden);
  // CR 400.11a: only its owner may look at a sideboard (cards outside the game): the other knows its size.
  const side = k.players[other(p)].sideboard;
  if (side) k.players[other(p)].sideboard = side.map(() => UNKNOWN_CARD);
  const d = k.decision;
  if (d?.kind === "choose" && d.player !== p && d.choice.type === "option" && d.choice.outside) k.decision = { ...d, choice: { ...d.choice, options: d.choice.options.map(() => UNKNOWN_CARD) } };
  if (state.main) { k.main = knownStateFor(state.main, p); hideMainGameCards(k); } // CR 729: the main game's hidden cards stay hidden
  return k;
}

/**
 * CR 729: a subgame holds the physical cards of the main games it discontinued (`cards`), whose
 * hidden objects are anonymous in those main games: their cards are anonymous here too.
 */
export function hideMainGameCards(k: GameState): void {
  for (let m = k.main; m; m = m.main) {
    for (const id in m.objects) {
      const o = m.objects[id]!;
      if (o.name === UNKNOWN_CARD && o.card >= 0 && k.cards[o.card]) k.cards[o.card] = { ...k.cards[o.card]!, name: UNKNOWN_CARD };
    }
  }
}

/** CR 406.3: cards exiled face down (Knowledge Vault): no player may look at them, their owner included. */
export function faceDownCards(state: GameState): string[] {
  return PLAYERS.flatMap((q) => state.players[q].exile.filter((id) => state.objects[id]?.faceDown));
}

/**
 * A copy of `state` in which the objects `ids` (and their physical cards) are anonymous, and
 * the random generator's state, scripted coin flips and the cast snapshot are left out.
 */
export function withAnonymous(state: GameState, ids: readonly string[]): GameState {
  const k = cloneState(state);
  k.cards = state.cards.map((c) => ({ ...c }));
  for (const id of ids) {
    if (!k.objects[id]) continue;
    const o = writableObject(k, id);
    o.name = UNKNOWN_CARD;
    if (o.card >= 0 && k.cards[o.card]) k.cards[o.card]!.name = UNKNOWN_CARD; // a discontinued main game has no `cards` of its own (subgame.ts)
  }
  k.rng = 0;
  delete k.coins;
  delete k.castSnapshot;
  return k;
}
