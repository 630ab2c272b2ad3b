/** shop.prices through the router agrees with what buying and selling actually cost. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { createServices } from "../../app/host/services";
import type { OpenedPack, Prices, Sale } from "../../app/shared/contract/collection";
import { tempDir } from "./helpers";

test("shop.prices matches the price of a pack and of each sale", async () => {
  const s = await createServices({ dataDir: tempDir(), shell: "web", log: () => {} });
  const ctx = { client: "test:prices" };
  const ok = async <T>(name: string, args?: unknown): Promise<T> => {
    const r = await s.router.call(name, args, ctx);
    assert.ok(r.ok, JSON.stringify(r));
    return (r as { value: T }).value;
  };
  try {
    const prices = await ok<Prices>("shop.prices");
    assert.deepEqual(Object.keys(prices.sell).sort(), ["common", "rare", "uncommon"]);
    const pack = await ok<OpenedPack>("shop.buyPack", { set: "LEB" });
    assert.equal(pack.price, prices.pack);
    const rare = pack.cards.find((c) => c.rarity === "rare")!;
    const sale = await ok<Sale>("shop.sell", { unitId: rare.unitId });
    assert.equal(sale.price, prices.sell.rare);
  } finally {
    await s.close();
  }
});
