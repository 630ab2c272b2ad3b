/**
 * Contract groups "profile", "cards", "collection", "shop" and "decks": the player's
 * cards, coins and decks, kept in SQLite by app/host/collection. The DTO types here
 * are the ones the host services return.
 *
 * Not in the contract on purpose: crediting coins (match rewards are credited by the
 * host's match service in-process, never on a renderer's word) and choosing a pack's
 * seed (the host draws it).
 */
import { v } from "../validate";
import { method, returns } from "./define";

// ---- DTOs ----

export type Rarity = "common" | "uncommon" | "rare";
export type DeckMode = "collection" | "freebuild";
export type DeckFormat = "oldschool" | "freeform";
export type DeckFileFormat = "txt" | "arena" | "dek" | "cod" | "dck";

export const DECK_MODES = ["collection", "freebuild"] as const;
export const DECK_FORMATS = ["oldschool", "freeform"] as const;
export const DECK_FILE_FORMATS = ["txt", "arena", "dek", "cod", "dck"] as const;

export interface Profile {
  name: string;
  coins: number;
  createdAt: string;
}

export interface LedgerEntry {
  id: number;
  at: string;
  /** Positive for credits, negative for purchases. */
  amount: number;
  reason: string;
}

export interface Page<T> {
  /** How many match in all, beyond this page. */
  total: number;
  items: T[];
}

/** One card of the catalogue in a list, with how many units you own. */
export interface CardSummary {
  code: string;
  name: string;
  manaCost: string;
  cmc: number;
  /** Color letters, e.g. "WU"; "" for colorless. */
  colors: string;
  typeLine: string;
  /** Oracle text, so that a list can draw whole cards without a detail call each. */
  oracleText: string;
  power: string | null;
  toughness: string | null;
  owned: number;
  /** Whether the rules engine implements the card, so it can be taken into a match. */
  implemented: boolean;
}

export interface CardPrinting {
  set: string;
  number: string;
  rarity: Rarity;
  artist?: string;
  /** Scryfall's id of this printing (lowercase UUID): names its downloaded image (app/host/images). */
  scryfallId: string;
}

/** A card's Oracle data, as in resources/cards/cards.json. */
export interface CardData {
  code: string;
  name: string;
  asciiName?: string;
  aliases?: string[];
  manaCost: string;
  cmc: number;
  colors: string[];
  colorIndicator?: string[];
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: string;
  toughness?: string;
  oracleText: string;
  keywords: string[];
  /** Whether the rules engine implements the card (filled in by the host as it answers). */
  implemented?: boolean;
  reserved: boolean;
  legalities: Record<string, "legal" | "restricted" | "banned" | undefined>;
  firstPrinting?: string;
  printings: CardPrinting[];
}

export interface Ruling {
  date: string;
  text: string;
}

/** One owned copy: id `<card code>.u<number>`, e.g. c000522.u0005. */
export interface Unit {
  id: string;
  cardCode: string;
  name: string;
  set: string;
  number: string;
  rarity: string;
  source: string;
  acquiredAt: string;
  /** Set when the unit left the collection (sold); such units are listed only on request. */
  removedAt: string | null;
  removedReason: string | null;
  packId: number | null;
  /** Provenance of a unit received in a trade (source "trade"): the trade, the friend and its unit id; null otherwise. */
  tradeId: string | null;
  fromName: string | null;
  fromFingerprint: string | null;
  fromUnit: string | null;
  /** The limited event whose pool the unit came from (source "event"). */
  eventId: number | null;
}

/**
 * One step of a unit's history (app/host/collection/history.ts): where it came from (`origin`:
 * the starter collection, a booster pack, a grant, a match won for ante, a trade), the trades it
 * went through, a match it was lost in, or its sale. `direction` says whether the unit came in or
 * went out; `text` is the sentence the card detail shows.
 */
export interface UnitEvent {
  at: string;
  kind: "origin" | "trade" | "match" | "sold" | "held" | "removed";
  direction: "in" | "out";
  text: string;
  /** The unit's source for `origin` (starter, pack, grant, ante, trade). */
  source: string | null;
  packId: number | null;
  /** kind trade (and an origin by trade): the trade, the friend, its fingerprint, the friend's unit id (in only). */
  tradeId: string | null;
  friend: string | null;
  fingerprint: string | null;
  theirUnit: string | null;
  /** kind match (and an origin by ante): the game id and the match's number. */
  gameId: string | null;
  matchId: number | null;
}

/** Every unit of a card that was ever in the collection (owned or gone), oldest first, with its events. */
export interface UnitHistory {
  unitId: string;
  set: string;
  number: string;
  /** Null while the unit is owned. */
  removedAt: string | null;
  events: UnitEvent[];
}

export interface CardDetail {
  card: CardData;
  rulings: Ruling[];
  printings: { set: string; setName: string; number: string; rarity: string; artist: string | null; owned: number }[];
  units: Unit[];
  /** The history of each unit of this card this collection ever held (at most 300, newest units kept). */
  history: UnitHistory[];
}

export interface ShopOffer {
  set: string;
  name: string;
  releaseDate: string;
  price: number;
  /** Cards in one booster of this set (8 or 15, app/host/collection/booster.ts). */
  packSize: number;
  /** Different cards a booster of this set can hold, and how many of them the rules engine implements. */
  cards: number;
  playable: number;
}

export interface Prices {
  /** One booster of any set. */
  pack: number;
  /** What the shop pays for one unit, by rarity. */
  sell: Record<Rarity, number>;
}

export interface PackCard {
  name: string;
  set: string;
  number: string;
  rarity: Rarity;
}

export interface OpenedPack {
  packId: number;
  set: string;
  /** The seed that chose the cards, recorded with the pack. */
  seed: number;
  price: number;
  cards: (PackCard & { unitId: string; cardCode: string; implemented: boolean })[];
  /** Balance after the purchase. */
  coins: number;
}

export interface Sale {
  unitId: string;
  name: string;
  rarity: Rarity;
  price: number;
  coins: number;
  /** Decks that held the unit and are now invalid because of it. */
  affectedDecks: { id: number; name: string }[];
}

export interface FreebuildCard {
  name: string;
  count: number;
  set?: string;
  number?: string;
}

export interface DeckInput {
  name: string;
  mode: DeckMode;
  format?: DeckFormat;
  notes?: string;
  /** Unit ids in collection mode; cards with counts in free-build mode. */
  main: (string | FreebuildCard)[];
  sideboard?: (string | FreebuildCard)[];
}

/** One copy in a deck. */
export interface DeckCard {
  code: string;
  name: string;
  unitId: string | null;
  set: string | null;
  number: string | null;
  /** The unit has left the collection (sold): the deck is invalid until it is replaced. */
  missing: boolean;
}

export interface Deck {
  id: number;
  name: string;
  mode: DeckMode;
  format: DeckFormat;
  notes: string;
  main: DeckCard[];
  sideboard: DeckCard[];
  createdAt: string;
  updatedAt: string;
}

export interface DeckSummary {
  id: number;
  name: string;
  mode: DeckMode;
  format: DeckFormat;
  mainCount: number;
  sideboardCount: number;
  valid: boolean;
  playable: boolean;
  updatedAt: string;
}

export interface DeckValidation {
  /** "limited": checked against an event's pool (app/host/collection/decks/validate.ts validateLimited). */
  format: DeckFormat | "limited";
  /** Legal in the format and, in collection mode, fully owned. */
  valid: boolean;
  /** Valid and every card implemented by the engine: can start a match. */
  playable: boolean;
  reasons: string[];
  notImplemented: string[];
  mainCount: number;
  sideboardCount: number;
}

export interface ImportResult {
  deck: Deck;
  /** The format the file was recognised as. */
  fileFormat: DeckFileFormat;
  /** Line-numbered notes that did not stop the import (e.g. a printing not among the classic sets). */
  warnings: string[];
  /**
   * What was left out and why: line-numbered unknown cards (with the nearest names) and lines not
   * understood, and cards the collection is short of. Empty when everything was imported.
   */
  leftOut: string[];
}

export interface ExportedDeck {
  text: string;
  /** A suggested file name, e.g. "Red-Green Beats.dck". */
  fileName: string;
}

// ---- Argument schemas ----

const UNIT_ID = /^c\d{6}\.u\d{4,}$/;
const limit = v.optional(v.int({ min: 1, max: 1000 }));
const offset = v.optional(v.int({ min: 0 }));
const query = v.string({ max: 1000 });
const deckId = v.int({ min: 1 });
const unitId = v.string({ max: 40, pattern: UNIT_ID, patternName: "a unit id like c000522.u0001" });
const deckCard = v.union([
  unitId,
  v.object({
    name: v.string({ min: 1, max: 200 }),
    count: v.int({ min: 1, max: 250 }),
    set: v.optional(v.string({ min: 2, max: 6 })),
    number: v.optional(v.string({ min: 1, max: 10 })),
  }),
]);
const deckInput = v.object({
  name: v.string({ min: 1, max: 100 }),
  mode: v.oneOf(DECK_MODES),
  format: v.optional(v.oneOf(DECK_FORMATS)),
  notes: v.optional(v.string({ max: 10_000 })),
  main: v.array(deckCard, { max: 1000 }),
  sideboard: v.optional(v.array(deckCard, { max: 1000 })),
});

// ---- Methods ----

export const collectionMethods = {
  "profile.get": method({
    args: v.none(),
    result: returns<Profile>(),
    summary: "The player's name and coin balance.",
  }),
  "profile.setName": method({
    args: v.object({ name: v.string({ min: 1, max: 40 }) }),
    result: returns<Profile>(),
    summary: "Renames the player.",
  }),
  "profile.ledger": method({
    args: v.optional(v.object({ limit, offset })),
    result: returns<LedgerEntry[]>(),
    summary: "Coin movements, newest first; they sum to the balance.",
  }),
  "cards.search": method({
    args: v.object({ query, limit, offset }),
    result: returns<Page<CardSummary>>(),
    summary: 'The whole catalogue ("library") filtered by a Scryfall-like query, with owned counts.',
  }),
  "cards.detail": method({
    args: v.object({ card: v.string({ min: 1, max: 200 }) }),
    result: returns<CardDetail>(),
    summary: "One card by code or name: Oracle text, printings, rulings and your units.",
  }),
  "collection.owned": method({
    args: v.optional(v.object({ query: v.optional(query), limit, offset })),
    result: returns<Page<CardSummary>>(),
    summary: "Owned cards grouped by name with their counts, optionally filtered by a query.",
  }),
  "collection.units": method({
    args: v.optional(
      v.object({
        cardCode: v.optional(v.string({ pattern: /^c\d{6}$/, max: 7, patternName: "a card code like c000522" })),
        includeRemoved: v.optional(v.boolean()),
        /** The collection's search language (`t:creature c:r mv<=2 s:lea`): only units of the cards it finds. */
        query: v.optional(query),
        limit,
        offset,
      }),
    ),
    result: returns<Page<Unit>>(),
    summary: "Every owned unit, one per copy, optionally only those of the cards a search query finds.",
  }),
  "shop.offer": method({
    args: v.none(),
    result: returns<ShopOffer[]>(),
    summary: "The boosters for sale: one per classic set, with prices.",
  }),
  "shop.prices": method({
    args: v.none(),
    result: returns<Prices>(),
    summary: "What a booster costs and what the shop pays for a unit of each rarity.",
  }),
  "shop.buyPack": method({
    args: v.object({ set: v.string({ min: 2, max: 6 }) }),
    result: returns<OpenedPack>(),
    summary: "Buys and opens a booster of a set: coins out, its 8 or 15 cards in as units, one transaction.",
  }),
  "shop.sell": method({
    args: v.object({ unitId }),
    result: returns<Sale>(),
    summary: "Sells one unit back at its rarity's price.",
  }),
  "decks.list": method({
    args: v.none(),
    result: returns<DeckSummary[]>(),
    summary: "All decks with counts and validity.",
  }),
  "decks.get": method({
    args: v.object({ id: deckId }),
    result: returns<Deck>(),
    summary: "One deck, copy by copy.",
  }),
  "decks.create": method({
    args: v.object({ deck: deckInput }),
    result: returns<Deck>(),
    summary: "Saves a new deck (unit ids in collection mode, card names in free-build mode).",
  }),
  "decks.update": method({
    args: v.object({ id: deckId, deck: deckInput }),
    result: returns<Deck>(),
    summary: "Replaces a deck's name, mode, format, notes and cards.",
  }),
  "decks.delete": method({
    args: v.object({ id: deckId }),
    result: returns<{ deleted: number }>(),
    summary: "Deletes a deck (its units stay in the collection).",
  }),
  "decks.validate": method({
    args: v.object({ id: deckId, format: v.optional(v.oneOf(DECK_FORMATS)) }),
    result: returns<DeckValidation>(),
    summary: "Checks a deck against a format (its own by default), listing every reason and unimplemented cards.",
  }),
  "decks.import": method({
    args: v.object({
      text: v.string({ max: 256 * 1024 }),
      mode: v.oneOf(DECK_MODES),
      name: v.optional(v.string({ min: 1, max: 100 })),
      format: v.optional(v.oneOf(DECK_FORMATS)),
      allOrNothing: v.optional(v.boolean()),
    }),
    result: returns<ImportResult>(),
    summary: "Imports a deck file of any supported format (recognised from its content): what it can, listing what was left out and why (or, with allOrNothing, everything or nothing).",
  }),
  "decks.export": method({
    args: v.object({ id: deckId, fileFormat: v.oneOf(DECK_FILE_FORMATS) }),
    result: returns<ExportedDeck>(),
    summary: "A deck as a deck file: txt, arena, dek (MTGO), cod (Cockatrice) or dck (Forge).",
  }),
};
