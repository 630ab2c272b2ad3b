/** The collection services: SQLite-backed cards, units, profile and coins, shop, decks and deck files. */
export { openCollection, validateDeckFile, convertDeckFile, type CollectionService, type OpenCollectionOptions } from "./service";
export { openCollectionDb, type CollectionDb, type OpenReport } from "./db";
export { CollectionError, type CollectionErrorCode } from "./errors";
export { loadCardData, defaultResourcesDir, type CardData, type Rarity } from "./card-data";
export { NameIndex, foldName } from "./names";
export { MIGRATIONS, SCHEMA_VERSION } from "./migrations/index";
export { PACK_PRICE, SELL_PRICE, STARTING_COINS } from "./prices";
export { DECK_FILE_FORMATS, MAX_DECK_FILE_BYTES, detectDeckFormat, type DeckFileFormat } from "./deck-formats/index";
export { DECK_FORMATS, describeValidation, type DeckFormat, type DeckValidation } from "./decks/validate";
export { DECK_MODES, type Deck, type DeckCard, type DeckInput, type DeckMode, type DeckSummary, type FreebuildCard } from "./decks/store";
export type { CardSummary, SearchPage } from "./search/index";
export type { UnitRow } from "./units";
export type { CardDetail } from "./queries";
export { cardHistory, HISTORY_UNIT_LIMIT, type UnitEvent, type UnitHistory } from "./history";
export type { OpenedPack, Sale } from "./shop";
export type { Profile, LedgerEntry } from "./profile";
