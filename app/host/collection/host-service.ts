/**
 * The collection as a host service: the handlers of the profile, cards,
 * collection, shop and decks contract groups, over `<data folder>/collection.db`.
 *
 * The database opens on first use, so an unreadable file is reported to the
 * player on the call that needs it (code "corrupt_db") instead of stopping the
 * whole host. Other host services (matches crediting rewards) use `api()`.
 */
import { join } from "node:path";
import type { HostContext, Service } from "../context";
import { HostError } from "../errors";
import type { GroupHandlers } from "../ipc/router";
import { resourcesDir } from "../paths";
import { FORMAT_EXTENSIONS, type DeckFileFormat } from "./deck-formats/index";
import { CollectionError } from "./errors";
import { PACK_PRICE, SELL_PRICE } from "./prices";
import { openCollection, type CollectionService } from "./service";

export type CollectionGroups = "profile" | "cards" | "collection" | "shop" | "decks";

export interface CollectionHostService extends Service<GroupHandlers<CollectionGroups>> {
  /** The in-process API, e.g. `api().profile.credit(50, "won a match")`. */
  api(): CollectionService;
}

export const COLLECTION_FILE = "collection.db";

export function createCollectionService(ctx: HostContext): CollectionHostService {
  let service: CollectionService | undefined;
  const api = (): CollectionService =>
    (service ??= openCollection({ file: join(ctx.dataDir, COLLECTION_FILE), resourcesDir: resourcesDir(ctx.appRoot) }));

  /** CollectionError → HostError with the same code in snake case ("INSUFFICIENT_COINS" → "insufficient_coins"). */
  const call = <T>(fn: (s: CollectionService) => T): T => {
    try {
      return fn(api());
    } catch (e) {
      if (e instanceof CollectionError) throw new HostError(e.code.toLowerCase(), e.message);
      throw e;
    }
  };

  return {
    api,
    close() {
      service?.close();
      service = undefined;
    },
    handlers: {
      "profile.get": () => call((s) => s.profile.get()),
      "profile.setName": ({ name }) => call((s) => s.profile.setName(name)),
      "profile.ledger": (args) => call((s) => s.profile.ledger(args ?? {})),
      "cards.search": ({ query, ...page }) => call((s) => s.cards.search(query, page)),
      "cards.detail": ({ card }) => call((s) => s.cards.detail(card)),
      "collection.owned": (args) => call((s) => s.collection.owned(args?.query ?? "", { limit: args?.limit, offset: args?.offset })),
      "collection.units": (args) => call((s) => s.collection.units(args ?? {})),
      "shop.offer": () => call((s) => s.shop.offer()),
      "shop.prices": () => ({ pack: PACK_PRICE, sell: { ...SELL_PRICE } }),
      "shop.buyPack": ({ set }) => call((s) => s.shop.buyPack(set)),
      "shop.sell": ({ unitId }) => call((s) => s.shop.sell(unitId)),
      "decks.list": () => call((s) => s.decks.list()),
      "decks.get": ({ id }) => call((s) => s.decks.get(id)),
      "decks.create": ({ deck }) => call((s) => s.decks.create(deck)),
      "decks.update": ({ id, deck }) => call((s) => s.decks.update(id, deck)),
      "decks.delete": ({ id }) =>
        call((s) => {
          s.decks.delete(id);
          return { deleted: id };
        }),
      "decks.validate": ({ id, format }) => call((s) => s.decks.validate(id, format)),
      "decks.import": ({ text, mode, name, format, allOrNothing }) => call((s) => s.decks.import(text, { mode, name, format, ...(allOrNothing ? { allOrNothing } : {}) })),
      "decks.export": ({ id, fileFormat }) =>
        call((s) => {
          const deck = s.decks.get(id);
          return { text: s.decks.export(id, fileFormat), fileName: deckFileName(deck.name, fileFormat) };
        }),
    },
  };
}

/** A file name safe on every platform: no path separators or reserved characters. */
export function deckFileName(name: string, format: DeckFileFormat): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").replace(/^\.+/, "").trim().slice(0, 80) || "deck";
  return `${base}${FORMAT_EXTENSIONS[format]}`;
}
