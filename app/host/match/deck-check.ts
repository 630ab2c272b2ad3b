/**
 * The check every deck of a network match passes, ours before the match and the opponent's
 * when their hello arrives: the same rules as the deck builder's (copies, the format's banned
 * and restricted lists, size) and every card implemented by the rules engine. A deck that
 * fails never reaches the engine: the match stops with the reasons ("bad-deck"). With hidden
 * cards the opponent's deck is judged as it can be seen (`deckLimits`) and at the audit.
 */
import { implementedCardNames, isDexterityCard } from "../../../engine/index";
import { isBasicLand, loadCardData, type CardData } from "../collection/card-data";
import { MAX_COPIES, MIN_LIMITED, MIN_MAIN, validateCards, type CardCount } from "../collection/decks/validate";
import { quoteName } from "../collection/names";
import type { DeckLimits } from "../net/game-rules";
import type { DeckOptions, MatchFormat } from "../net/message-bodies";
import { dexterityProblems } from "./dexterity";
import { ANTE_DECK_RULE, requiresAnte } from "../../../engine/index";

/**
 * CR 407.3: a card that says "Remove this card from your deck before playing if you're not playing
 * for ante" makes a deck legal only in a match played for ante; the problem is said in its words.
 */
export function anteProblems(names: readonly string[], ante: boolean): string[] {
  if (ante) return [];
  const cards = [...new Set(names)].filter((n) => requiresAnte(n));
  return cards.map((n) => `${n}: "${ANTE_DECK_RULE}" This deck can be played only in a match played for ante.`);
}

/** More cards than this in a deck is not a deck (a 1,000-Mountain hello is an attack). */
export const MAX_NETWORK_DECK = 250;

/**
 * The problems with a decklist (card names) and its sideboard (CR 100.4a: at most 15; copies count
 * with the main deck's) in a format; [] if it can be played.
 */
export function deckProblems(names: readonly string[], format: MatchFormat, options: DeckOptions = {}, sideboard: readonly string[] = []): string[] {
  if (names.length > MAX_NETWORK_DECK) return [`The deck has ${names.length} cards; at most ${MAX_NETWORK_DECK} can be played`];
  const byName = loadCardData().byName;
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  const sideCounts = new Map<string, number>();
  for (const n of sideboard) sideCounts.set(n, (sideCounts.get(n) ?? 0) + 1);
  const unknown = [...new Set([...counts.keys(), ...sideCounts.keys()])].filter((n) => !byName.has(n));
  if (unknown.length) {
    const shown = unknown.slice(0, 5).map((n) => quoteName(n, 60));
    return [`${unknown.length === 1 ? "This is not a classic card" : `${unknown.length} names are not classic cards`}: ${shown.join(", ")}${unknown.length > 5 ? ", …" : ""}`];
  }
  const cards: CardCount[] = [
    ...[...counts].map(([n, count]): CardCount => ({ card: byName.get(n) as CardData, count, section: "main" })),
    ...[...sideCounts].map(([n, count]): CardCount => ({ card: byName.get(n) as CardData, count, section: "sideboard" })),
  ];
  if (format === "limited") return limitedProblems(names, cards, options);
  const v = validateCards(cards, format, dexterityProblems([...names, ...sideboard], !!options.dexterity));
  const problems = [...v.reasons, ...anteProblems(names, !!options.ante)];
  if (v.notImplemented.length) problems.push(`Not implemented by the rules engine yet: ${v.notImplemented.slice(0, 10).join(", ")}${v.notImplemented.length > 10 ? ", …" : ""}`);
  return problems;
}

/**
 * A game of a limited event (CR 100.2b): 40 cards at least, any number of copies — whether each card
 * came from the player's pool is the event's audit (app/host/limited/event/), which knows the pools.
 */
function limitedProblems(names: readonly string[], cards: readonly CardCount[], options: DeckOptions): string[] {
  const problems = [...dexterityProblems(names, !!options.dexterity), ...anteProblems(names, !!options.ante)];
  if (names.length < MIN_LIMITED) problems.unshift(`The deck has ${names.length} card${names.length === 1 ? "" : "s"}; a limited deck needs at least ${MIN_LIMITED}`);
  const implemented = new Set(implementedCardNames());
  const missing = cards.filter((c) => !implemented.has(c.card.name)).map((c) => c.card.name);
  if (missing.length) problems.push(`Not implemented by the rules engine yet: ${missing.slice(0, 10).join(", ")}${missing.length > 10 ? ", …" : ""}`);
  return problems;
}

/**
 * The same rules as `deckProblems`, for a deck still hidden (network matches): its size, seen at the
 * shuffle, and how many copies of a card it may hold, counted as each is shown (the format's
 * restricted and banned lists, at most 4 of a card except basic lands).
 */
export function deckLimits(format: MatchFormat, options: DeckOptions = {}): DeckLimits {
  const byName = loadCardData().byName;
  return {
    format: format === "oldschool" ? "Old School 93/94" : format,
    minCards: format === "limited" ? MIN_LIMITED : MIN_MAIN,
    maxCards: MAX_NETWORK_DECK,
    copies(name) {
      const card = byName.get(name);
      if (!card) return 0;
      // Without the "dexterity cards" option, a dexterity card shown is one more than allowed.
      if (!options.dexterity && isDexterityCard(name)) return 0;
      if (format === "limited") return Infinity; // the pool decides: the event's audit
      if (format === "oldschool") {
        const legality = card.legalities.oldschool;
        if (legality === "restricted") return 1;
        if (legality !== "legal") return 0;
      }
      return isBasicLand(card) ? Infinity : MAX_COPIES;
    },
  };
}
