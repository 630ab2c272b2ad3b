/**
 * The collection service as the host uses it: one object over one database
 * file, grouping profile, cards, collection, shop and decks. Every method
 * checks its arguments and throws CollectionError for anything a caller can fix.
 */
import { defaultResourcesDir } from "./card-data";
import { makeCtx, type CollectionHooks, type Ctx } from "./context";
import { openCollectionDb, type OpenReport } from "./db";
import { readDeckText, resolvedToExport } from "./decks/resolve";
import * as decks from "./decks/store";
import type { DeckFormat } from "./decks/validate";
import { validateCards } from "./decks/validate";
import { writeDeckFile, type DeckFileFormat } from "./deck-formats/index";
import { badArgument } from "./errors";
import * as profile from "./profile";
import * as queries from "./queries";
import * as shop from "./shop";
import { grantStarter } from "./starter";
import * as transfers from "./transfers";

export interface OpenCollectionOptions {
  /** The database file (`:memory:` for a throw-away collection). */
  file: string;
  resourcesDir?: string;
  /** Name of the new player when the starter collection is granted. */
  playerName?: string;
  /** Grant the starter collection on first run (default true). */
  starter?: boolean;
  hooks?: CollectionHooks;
}

export type CollectionService = ReturnType<typeof createService>;

export function openCollection(options: OpenCollectionOptions): CollectionService {
  const resourcesDir = options.resourcesDir ?? defaultResourcesDir();
  const { db, cards, report } = openCollectionDb(options.file, { resourcesDir });
  const ctx = makeCtx(db, cards, resourcesDir, options.hooks);
  try {
    if (options.starter !== false && !profile.hasProfile(ctx)) grantStarter(ctx, options.playerName ?? "Player");
  } catch (err) {
    db.close();
    throw err;
  }
  return createService(ctx, report);
}

function createService(ctx: Ctx, report: OpenReport) {
  return {
    report,
    ctx,
    close(): void {
      ctx.db.close();
    },
    profile: {
      get: () => profile.getProfile(ctx),
      setName: (name: string) => profile.setProfileName(ctx, name),
      ledger: (page?: queries.PageOptions) => {
        const { limit, offset } = queries.checkPage(page);
        return profile.ledgerEntries(ctx, limit, offset);
      },
      /** Match rewards: the matches service credits coins through here. */
      credit: (amount: number, reason: string) => {
        profile.credit(ctx, amount, reason);
        return profile.getProfile(ctx);
      },
    },
    cards: {
      search: (query: string, page?: queries.PageOptions) => queries.library(ctx, checkQuery(query), page),
      detail: (codeOrName: string) => queries.cardDetail(ctx, checkText(codeOrName, "a card code or name")),
    },
    collection: {
      owned: (query = "", page?: queries.PageOptions) => queries.ownedCards(ctx, checkQuery(query), page),
      units: (filter?: queries.UnitFilter) => queries.listUnits(ctx, filter?.query === undefined ? filter : { ...filter, query: checkQuery(filter.query) }),
      library: (query = "", page?: queries.PageOptions) => queries.library(ctx, checkQuery(query), page),
    },
    /** Cards won and lost in network matches played for ante (the match host settles them). */
    transfers: {
      settle: (input: transfers.SettlementInput) => transfers.settleMatch(ctx, input),
      get: (gameId: string) => transfers.getSettlement(ctx, gameId),
      list: (limit?: number) => transfers.listSettlements(ctx, limit),
    },
    shop: {
      offer: () => shop.shopOffer(ctx),
      buyPack: (set: string, seed?: number) => shop.buyPack(ctx, set, seed),
      sell: (unitId: string) => shop.sellUnit(ctx, unitId),
    },
    decks: {
      list: () => decks.listDecks(ctx),
      get: (id: number) => decks.getDeck(ctx, id),
      create: (input: decks.DeckInput) => decks.createDeck(ctx, input),
      update: (id: number, input: decks.DeckInput) => decks.updateDeck(ctx, id, input),
      delete: (id: number) => decks.deleteDeck(ctx, id),
      validate: (id: number, format?: DeckFormat) => decks.validateDeck(ctx, id, format),
      import: (text: string, options: decks.ImportOptions) => decks.importDeck(ctx, text, options),
      export: (id: number, fileFormat: DeckFileFormat) => decks.exportDeck(ctx, id, fileFormat),
    },
  };
}

function checkQuery(query: unknown): string {
  if (typeof query !== "string") throw badArgument("A search query must be text");
  if (query.length > 1000) throw badArgument("A search query may be at most 1000 characters");
  return query;
}

function checkText(value: unknown, what: string): string {
  if (typeof value !== "string" || !value.trim() || value.length > 200) throw badArgument(`Expected ${what}`);
  return value;
}

/** Deck files without a database: what `moxen deck validate` and `deck convert` use. */
export function validateDeckFile(names: Ctx["names"], text: string, format: DeckFormat) {
  const deck = readDeckText(text, names);
  const counts = [
    ...deck.main.map((e) => ({ card: e.card, count: e.count, section: "main" as const })),
    ...deck.sideboard.map((e) => ({ card: e.card, count: e.count, section: "sideboard" as const })),
  ];
  return { fileFormat: deck.format, warnings: deck.warnings, validation: validateCards(counts, format) };
}

export function convertDeckFile(names: Ctx["names"], text: string, to: DeckFileFormat, fallbackName: string) {
  const deck = readDeckText(text, names);
  return { fileFormat: deck.format, warnings: deck.warnings, text: writeDeckFile(resolvedToExport(deck, fallbackName), to) };
}
