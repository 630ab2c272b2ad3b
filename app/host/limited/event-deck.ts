/**
 * The deck rule of a limited event's games, in one place for the event against the computer, the
 * event with a friend and the command line: the limited rule against the pool (validateLimited,
 * CR 100.2b and 100.4b) and, because those games are played without ante and without the
 * dexterity option (CR 407.3), no ante or dexterity card in the main deck: they stay in the
 * sideboard. The pool's view marks those cards with the same reason, so a builder can say so
 * before the host refuses the deck.
 */
import type { DeckValidation } from "../../shared/contract/collection";
import type { CardData } from "../collection/card-data";
import { validateLimited, type CardCount, type PoolCount } from "../collection/decks/validate";
import { anteProblems } from "../match/deck-check";
import { dexterityProblems } from "../match/dexterity";

function counted(names: readonly string[]): [string, number][] {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m];
}

/** validateLimited over card names; every name must be a card of `byName` (callers check first). */
export function validateLimitedNames(main: readonly string[], pool: readonly string[], byName: ReadonlyMap<string, CardData>): DeckValidation {
  const cards: CardCount[] = counted(main).map(([n, c]) => ({ card: byName.get(n)!, count: c, section: "main" }));
  const poolCounts: PoolCount[] = counted(pool).map(([n, c]) => ({ card: byName.get(n)!, count: c }));
  return validateLimited(cards, poolCounts);
}

/** Why a pool card cannot be in an event game's main deck (CR 407.3: no ante, no dexterity), else null. */
export function unplayableInEvent(name: string): string | null {
  return [...anteProblems([name], false), ...dexterityProblems([name], false)][0] ?? null;
}

/** An event game's deck: the limited rule against the pool, without ante or dexterity cards. */
export function checkEventDeck(main: readonly string[], pool: readonly string[], byName: ReadonlyMap<string, CardData>): DeckValidation {
  const v = validateLimitedNames(main, pool, byName);
  const more = [...anteProblems(main, false), ...dexterityProblems(main, false)];
  return more.length ? { ...v, valid: false, playable: false, reasons: [...v.reasons, ...more] } : v;
}
