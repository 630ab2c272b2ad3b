/**
 * Copies of a game that do not know every card (hidden hands and libraries in network play, the
 * scheme of app/host/net/hidden): a copy holds anonymous cards (UNKNOWN_CARD) where the other
 * player's hand and the libraries are, learns a card when the rules reveal it, and compares with
 * the other copy a hash of what both players may know.
 *
 * - `publicState` is the game as both players know it (CR 400.2: hands and libraries are hidden
 *   zones; CR 406.3: cards exiled face down too): every card in a hand or library anonymous, the random generator's state left out. Slot
 *   ids (object ids and physical card numbers) stay, so both copies agree on which slot is which.
 * - `publicHash` is what the two copies compare after each action.
 * - A search (CR 701.23) asks the same question in both copies; the searcher's copy learns its
 *   library before it answers, the other checks what the answer shows (decisions.ts).
 * - `revealCard` gives an anonymous card its name in this copy, checking that it is one.
 */
import type { PlayerId } from "../types";
import { PLAYERS } from "../types";
import { isImplementedName } from "../cards/registry";
import { cloneState, writableObject } from "./clone";
import { faceDownCards, hideMainGameCards, knownStateFor, UNKNOWN_CARD, withAnonymous } from "./known";
import { faceDownPermanentsAndSpells } from "./face-down";
import { canonicalJson, sha256Hex } from "./sha256";
import type { GameState } from "./state";
import { addCard, anteAtStart, emptyState } from "./setup";
import { Game } from "./game";

/**
 * The game as both players may know it: hands and libraries anonymous, no generator state, and a
 * pending choice of cards without its options in the chooser's hand or library (CR 400.2): which
 * of them may be chosen is the chooser's to know (a search, CR 701.23a: the cards of the library
 * with the stated quality), and each copy offers what it can judge (decisions.ts `answerableChoice`).
 */
export function publicState(state: GameState, notYetShown: readonly string[] = []): GameState {
  // CR 406.3: cards exiled face down are hidden from both players (faceDownCards); CR 708.5: a face-down
  // spell or permanent is known to its controller's copy alone.
  const k = withAnonymous(state, [...PLAYERS.flatMap((p) => [...state.players[p].hand, ...state.players[p].library]), ...faceDownCards(state), ...faceDownPermanentsAndSpells(state), ...notYetShown]);
  const d = k.decision;
  if (d?.kind === "choose" && d.choice.type === "cards") {
    const hidden = new Set([...k.players[d.player].hand, ...k.players[d.player].library]);
    if (d.choice.from.some((id) => hidden.has(id))) k.decision = { ...d, choice: { ...d.choice, from: d.choice.from.filter((id) => !hidden.has(id)) } };
  }
  // CR 400.11a: a sideboard (cards outside the game) is its owner's to look at: its size is public, the
  // names are not; nor are they as the options of the owner's choice among them (Ring of Ma'rûf).
  for (const p of PLAYERS) if (k.players[p].sideboard) k.players[p].sideboard = k.players[p].sideboard!.map(() => UNKNOWN_CARD);
  if (d?.kind === "choose" && d.choice.type === "option" && d.choice.outside) k.decision = { ...d, choice: { ...d.choice, options: d.choice.options.map(() => UNKNOWN_CARD) } };
  if (state.main) { k.main = publicState(state.main); hideMainGameCards(k); } // CR 729: the discontinued main game's hands too
  return k;
}

/**
 * SHA-256 of the public state: equal in both players' copies whatever each one's hand holds.
 * `notYetShown`: objects in public zones that only this copy can name yet (its owner's card that an
 * action just moved there: the other copy learns it from the slot key that follows).
 */
export function publicHash(state: GameState, notYetShown: readonly string[] = []): string {
  return sha256Hex(canonicalJson(publicState(state, notYetShown)));
}

/** Why a card cannot be revealed as `name` in this copy, or null. */
export function revealProblem(state: GameState, card: number, name: string): string | null {
  const c = state.cards[card];
  if (!Number.isInteger(card) || !c) return `There is no card ${card} in this game.`;
  if (c.name === name) return null; // already known (revealed before, or one's own card)
  if (c.name !== UNKNOWN_CARD) return `Card ${card} is ${c.name} in this game, not ${name}.`;
  if (!isImplementedName(name)) return `${name} is not a card the rules engine implements.`;
  return null;
}

/**
 * This copy learns that physical card `card` is `name` (a reveal, CR 701.20, or the card moving
 * to a public zone): the card and its object, wherever it is, carry the name from now on.
 * Throws if the card is known to be something else or the name is not a card.
 */
export function revealCard(state: GameState, card: number, name: string): GameState {
  const problem = revealProblem(state, card, name);
  if (problem) throw new Error(problem);
  if (state.cards[card]!.name === name) return state;
  const k = cloneState(state);
  k.cards = state.cards.map((c, i) => (i === card ? { ...c, name } : c));
  for (const id of Object.keys(k.objects)) if (k.objects[id]!.card === card) writableObject(k, id).name = name;
  return k;
}

/**
 * This copy learns the card an object is (a card drawn, played or shown): by object, because
 * after shuffles done together the copies label library slots with their own card numbers.
 */
export function revealObject(state: GameState, objectId: string, name: string): GameState {
  const o = state.objects[objectId];
  if (!o) throw new Error(`There is no object ${objectId} in this game.`);
  if (o.card < 0) {
    if (o.name === name) return state;
    throw new Error(`${objectId} is a token or a copy, not a card to reveal.`);
  }
  return revealCard(state, o.card, name);
}

/**
 * A player's copy for network play with hidden information: what that player may know of
 * `state`, with random results from outside and shuffles done together (GameState.external).
 */
export function externalCopy(state: GameState, player: PlayerId): GameState {
  const k = knownStateFor(state, player);
  k.external = { randoms: [] };
  return k;
}

/** The copy with the random results the programs drew together, for the action applied next. */
export function withRandom(state: GameState, values: readonly number[]): GameState {
  if (!state.external) throw new Error("This game takes no random results from outside.");
  const k = cloneState(state);
  k.external = { randoms: [...k.external!.randoms, ...values] };
  return k;
}

/**
 * The copy told that the programs made one more showing of hidden cards (CR 701.20) for the
 * action applied next: the action that was refused with "needs_reveal" goes past it.
 */
export function withShown(state: GameState): GameState {
  if (!state.external) throw new Error("This game shows no cards from outside.");
  const k = cloneState(state);
  k.external = { ...k.external!, shown: (k.external!.shown ?? 0) + 1 };
  return k;
}

/**
 * A network game with hidden information as each program starts it (CR 103): every card of both
 * decks anonymous in its library (the programs shuffle them together, so slot k of a library is
 * its k-th card), the first player chosen together from outside, opening hands of seven drawn,
 * and the first player asked about a mulligan. Both programs build the same state; each then
 * learns its own hand as the other program sends the keys of its seven slots.
 */
export function createHiddenGame(o: { deckSizes: Record<PlayerId, number>; firstPlayer: PlayerId; names?: Partial<Record<PlayerId, string>>; rules?: Partial<GameState["rules"]>; sideboards?: Partial<Record<PlayerId, string[]>> }): GameState {
  const s = emptyState(0, o.rules, o.names);
  s.external = { randoms: [] };
  for (const p of PLAYERS) for (let i = 0; i < o.deckSizes[p]; i++) addCard(s, UNKNOWN_CARD, p, "library");
  // CR 400.11: each sideboard in its owner's committed order: names in the owner's copy, anonymous
  // entries in the other's (its size is public).
  for (const p of PLAYERS) if (o.sideboards?.[p]?.length) s.players[p].sideboard = [...o.sideboards[p]!];
  s.firstPlayer = o.firstPlayer;
  s.turn.active = o.firstPlayer;
  const g = new Game(s);
  anteAtStart(g); // CR 407.2
  for (const p of PLAYERS) g.draw(p, 7); // CR 103.5
  s.decision = { kind: "mulligan", player: o.firstPlayer };
  return s;
}

/** The physical cards this copy does not know, by owner: for tests and the protocol. */
export function unknownCards(state: GameState): Record<PlayerId, number[]> {
  const out: Record<PlayerId, number[]> = { A: [], B: [] };
  state.cards.forEach((c, i) => { if (c.name === UNKNOWN_CARD) out[c.owner].push(i); });
  return out;
}
