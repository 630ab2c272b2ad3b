/**
 * Determinization: a complete, plausible game state built from what one player knows. The
 * engine's `knownState` is the game with every card the player cannot see made anonymous (the
 * opponent's hand, both libraries) and the random generator unknown; here the anonymous cards
 * are filled with cards sampled from those not yet seen in the known decklists, and the
 * generator gets a sampled seed. It never looks at the true hidden state.
 */
import { cloneState, UNKNOWN_CARD, writableObject, type GameState, type PlayerId } from "../../../engine/index";
import type { AiKnowledge } from "./types";

export interface Determinization {
  state: GameState;
  /** False when the decklists don't explain the hidden cards (fillers were used). */
  exact: boolean;
  notes: string[];
}

function shuffled<T>(xs: T[], rand: (n: number) => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** `deck` minus the names in `seen` (as multisets). */
export function unseenCards(deck: string[], seen: string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of seen) counts.set(n, (counts.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of deck) {
    const c = counts.get(n) ?? 0;
    if (c > 0) counts.set(n, c - 1);
    else out.push(n);
  }
  return out;
}

/** A filler for hidden cards when the decklist is unknown or disagrees with the counts. */
function filler(deck: string[] | undefined): string {
  const basics = ["Island", "Swamp", "Mountain", "Forest", "Plains"];
  const counts = new Map<string, number>();
  for (const n of deck ?? []) if (basics.includes(n)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "Island";
}

/** The cards of `p` the known state shows (every zone), by name. */
export function seenCards(known: GameState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const o of Object.values(known.objects)) if (o.owner === p && o.card >= 0 && o.name !== UNKNOWN_CARD) out.push(o.name);
  return out;
}

/** The hidden cards of `p` in the known state, as object ids: the hand first, then the library from the top, then its face-down exiled cards. */
export function hiddenSlots(known: GameState, p: PlayerId): string[] {
  const pl = known.players[p];
  // CR 406.3: its cards exiled face down (Knowledge Vault) are hidden as well.
  // CR 708.5: its face-down spells and permanents (Illusionary Mask) too: only their controller knows them.
  const faceDown = [...known.battlefield, ...known.stack.map((i) => i.id)].filter((id) => known.objects[id]?.faceDown && known.objects[id]!.owner === p);
  return [...pl.hand, ...pl.library, ...pl.exile.filter((id) => known.objects[id]?.faceDown), ...faceDown].filter((id) => known.objects[id]?.name === UNKNOWN_CARD);
}

/**
 * Fills the anonymous cards of a known state. `prefer` may reorder the candidates for each
 * player (e.g. the strong AI's inference of what a hand cannot hold); by default they are shuffled.
 */
export function determinize(known: GameState, knowledge: AiKnowledge, me: PlayerId, rand: (n: number) => number): Determinization {
  const state = cloneState(known);
  state.cards = known.cards.map((c) => ({ ...c }));
  const notes: string[] = [];
  let exact = true;
  for (const p of ["A", "B"] as PlayerId[]) {
    const slots = hiddenSlots(state, p);
    if (!slots.length) continue;
    const deck = p === me ? knowledge.deck : knowledge.opponentDeck;
    let pool = deck ? shuffled(unseenCards(deck, seenCards(state, p)), rand) : [];
    if (!deck || pool.length !== slots.length) { exact = false; notes.push(`${p}'s hidden cards don't match the decklist`); }
    if (pool.length > slots.length) pool = pool.slice(0, slots.length);
    while (pool.length < slots.length) pool.push(filler(deck));
    slots.forEach((id, i) => {
      const o = writableObject(state, id);
      o.name = pool[i]!;
      if (o.card >= 0) state.cards[o.card]!.name = pool[i]!;
    });
  }
  state.rng = (rand(0x7fffffff) + 1) >>> 0;
  return { state, exact, notes };
}
