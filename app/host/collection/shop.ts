/** The local card market: buy boosters for coins, sell units back at a price by rarity. */
import { randomInt } from "node:crypto";
import { boosterContents, boosterShape } from "./booster";
import type { Rarity } from "./card-data";
import type { Ctx } from "./context";
import { CollectionError, badArgument } from "./errors";
import { PACK_PRICE, SELL_PRICE } from "./prices";
import { credit, debit, getProfile } from "./profile";
import { addUnits, getUnit, removeUnit } from "./units";

import { isImplemented } from "../../../engine/index";
export type { OpenedPack, Sale, ShopOffer } from "../../shared/contract/collection";
import type { OpenedPack, Sale, ShopOffer } from "../../shared/contract/collection";

export function shopOffer(ctx: Ctx): ShopOffer[] {
  return ctx.cards.sets.map((s) => {
    const names = new Set(s.cards.map((c) => c.name));
    const playable = [...names].filter((n) => isImplemented(n)).length;
    return { set: s.code, name: s.name, releaseDate: s.releaseDate, price: PACK_PRICE, packSize: boosterShape(s.code).size, cards: names.size, playable };
  });
}

/** Buys and opens one booster in a single transaction: coins, pack record and units together, or nothing. */
export function buyPack(ctx: Ctx, setCode: string, seed: number = randomInt(0, 2 ** 32)): OpenedPack {
  const set = typeof setCode === "string" ? ctx.cards.sets.find((s) => s.code === setCode.toUpperCase()) : undefined;
  if (!set) throw badArgument(`No booster for set ${JSON.stringify(setCode)}: choose one of ${ctx.cards.sets.map((s) => s.code).join(", ")}`);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32) throw badArgument("A pack seed is a whole number from 0 to 2^32-1");
  const contents = boosterContents(set, seed);
  return ctx.tx("buy-pack", () => {
    const ledgerId = debit(ctx, PACK_PRICE, `booster of ${set.name}`);
    const packId = Number(
      ctx.db
        .prepare("INSERT INTO packs (set_code, seed, price, opened_at, ledger_id) VALUES (?, ?, ?, ?, ?)")
        .run(set.code, seed, PACK_PRICE, ctx.now(), ledgerId).lastInsertRowid,
    );
    const withCodes = contents.map((c) => ({ ...c, cardCode: ctx.cards.byName.get(c.name)!.code }));
    const ids = addUnits(ctx, withCodes.map((c) => ({ cardCode: c.cardCode, set: c.set, number: c.number })), "pack", packId);
    return {
      packId,
      set: set.code,
      seed,
      price: PACK_PRICE,
      cards: withCodes.map((c, i) => ({ ...c, unitId: ids[i]!, implemented: isImplemented(c.name) })),
      coins: getProfile(ctx).coins,
    };
  });
}

export function sellPrice(rarity: string): number {
  return SELL_PRICE[rarity as Rarity] ?? SELL_PRICE.common;
}

/** Sells one unit: it leaves the collection and its price is credited, in one transaction. */
export function sellUnit(ctx: Ctx, unitId: string): Sale {
  if (typeof unitId !== "string") throw badArgument("A unit id is text like c000522.u0001");
  return ctx.tx("sell-unit", () => {
    const unit = getUnit(ctx, unitId);
    if (unit.removedAt) throw new CollectionError("NOT_OWNED", `Unit ${unitId} (${unit.name}) is no longer in your collection`);
    const price = sellPrice(unit.rarity);
    removeUnit(ctx, unitId, "sold");
    credit(ctx, price, `sold ${unit.name} (${unitId})`);
    const affectedDecks = ctx.db
      .prepare("SELECT DISTINCT d.id, d.name FROM deck_cards dc JOIN decks d ON d.id = dc.deck_id WHERE dc.unit_id = ? ORDER BY d.id")
      .all(unitId) as { id: number; name: string }[];
    return { unitId, name: unit.name, rarity: unit.rarity as Rarity, price, coins: getProfile(ctx).coins, affectedDecks };
  });
}
