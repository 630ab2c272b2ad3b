/**
 * Ante (CR 407), what the user interface needs to know without the rules engine: the cards whose
 * first line is "Remove this card from your deck before playing if you're not playing for ante."
 * (the engine's `requiresAnte`; test/match/ante-deck.test.ts keeps the two lists equal), so the lobby
 * can offer "Play for ante" when such a deck is chosen.
 */
export const ANTE_CARDS: readonly string[] = ["Bronze Tablet", "Contract from Below", "Darkpact", "Demonic Attorney", "Jeweled Bird", "Rebirth", "Tempest Efreet"];

export const ANTE_RULE_TEXT = "Remove this card from your deck before playing if you're not playing for ante.";

/** The ante cards of a list of card names, each once. */
export function anteCardsIn(names: readonly string[]): string[] {
  return [...new Set(names.filter((n) => ANTE_CARDS.includes(n)))];
}
