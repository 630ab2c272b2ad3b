/**
 * The "dexterity cards" match option (issue 33, W29). Chaos Orb and Falling Star are flipped onto
 * the table; Moxen simulates the flip (engine/cards/dexterity.ts: the player aims at a permanent,
 * the game's shared randomness decides whether the card turns over). The players choose whether
 * such cards are played at all: with the option off, a deck holding one is not legal for the match.
 * In a network match both players must choose the same (the hello says which, handshake.ts).
 */
import { isDexterityCard } from "../../../engine/index";

/** The dexterity cards of a decklist, each named once, in the order they first appear. */
export function dexterityCardsIn(names: readonly string[]): string[] {
  return [...new Set(names)].filter((n) => isDexterityCard(n));
}

/** Why a decklist can't be played with the option as chosen ([] when it can). */
export function dexterityProblems(names: readonly string[], dexterity: boolean): string[] {
  if (dexterity) return [];
  return dexterityCardsIn(names).map((n) => `${n} is a dexterity card: it can be played only in a match with the "dexterity cards" option on`);
}
