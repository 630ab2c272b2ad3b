/**
 * The collection's contract methods through the real host router and services:
 * validated arguments, clear errors, nothing changed on a bad call.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { createServices, type Services } from "../../app/host/services";
import type { Deck, DeckSummary, DeckValidation, ImportResult, OpenedPack, Page, CardSummary, Profile } from "../../app/shared/contract/collection";
import { tempDir } from "./helpers";

let services: Services;
const ctx = { client: "test:collection" };

async function ok<T>(name: string, args?: unknown): Promise<T> {
  const r = await services.router.call(name, args, ctx);
  assert.ok(r.ok, `${name} failed: ${JSON.stringify(r)}`);
  return (r as { value: T }).value;
}
async function fails(name: string, args: unknown, code: string, message: RegExp): Promise<void> {
  const r = await services.router.call(name, args, ctx);
  assert.equal(r.ok, false, `${name} should fail`);
  const error = (r as { error: { code: string; message: string } }).error;
  assert.equal(error.code, code, error.message);
  assert.match(error.message, message);
}
async function state(): Promise<string> {
  return JSON.stringify([await ok("profile.get"), await ok("profile.ledger", { limit: 1000 }), await ok("decks.list"), await ok("collection.units", { limit: 1000 })]);
}

before(async () => {
  services = await createServices({ dataDir: tempDir(), shell: "web", log: () => {} });
});
after(async () => {
  await services.close();
});

test("profile, cards and collection methods answer through the router", async () => {
  const profile = await ok<Profile>("profile.get");
  assert.equal(profile.coins, 500);
  assert.equal((await ok<Profile>("profile.setName", { name: "Grace" })).name, "Grace");
  const found = await ok<Page<CardSummary>>("cards.search", { query: "t:creature c:r pow>=4", limit: 100 });
  assert.ok(found.items.some((c) => c.name === "Shivan Dragon"));
  const detail = await ok<{ card: { name: string } }>("cards.detail", { card: "Juzam Djinn" });
  assert.equal(detail.card.name, "Juzám Djinn");
  const owned = await ok<Page<CardSummary>>("collection.owned", { query: "bolt" });
  assert.deepEqual(owned.items.map((c) => [c.name, c.owned]), [["Lightning Bolt", 4]]);
  const units = await ok<Page<{ id: string }>>("collection.units", { cardCode: "c000522" });
  assert.equal(units.total, 4);
});

test("shop and decks through the router: buy, sell, create, validate, import, export, delete", async () => {
  const pack = await ok<OpenedPack>("shop.buyPack", { set: "DRK" });
  assert.equal(pack.cards.length, 8, "a The Dark booster holds 8 cards");
  assert.equal(pack.coins, 400);
  const decks = await ok<DeckSummary[]>("decks.list");
  assert.equal(decks.length, 6);
  const deck = await ok<Deck>("decks.create", {
    deck: { name: "Pack deck", mode: "collection", main: pack.cards.map((c) => c.unitId) },
  });
  const v = await ok<DeckValidation>("decks.validate", { id: deck.id });
  assert.deepEqual(v.reasons.slice(0, 1), ["The main deck has 8 cards; it needs at least 60"]);
  const sale = await ok<{ coins: number; affectedDecks: { name: string }[] }>("shop.sell", { unitId: pack.cards[0]!.unitId });
  assert.deepEqual(sale.affectedDecks.map((d) => d.name), ["Pack deck"]);
  const exported = await ok<{ text: string; fileName: string }>("decks.export", { id: decks[0]!.id, fileFormat: "dck" });
  assert.match(exported.fileName, /\.dck$/);
  const imported = await ok<ImportResult>("decks.import", { text: exported.text, mode: "freebuild" });
  assert.equal(imported.fileFormat, "dck");
  assert.equal(imported.deck.main.length, 60);
  assert.deepEqual(await ok("decks.delete", { id: imported.deck.id }), { deleted: imported.deck.id });
});

test("bad arguments: a clear error from the validator, and nothing changed", async () => {
  const before = await state();
  await fails("shop.buyPack", { set: "LEA", seed: 1 }, "invalid_argument", /shop\.buyPack: argument "seed" is not allowed/);
  await fails("shop.sell", { unitId: "Lightning Bolt" }, "invalid_argument", /a unit id like c000522\.u0001/);
  await fails("profile.setName", { name: "" }, "invalid_argument", /argument "name"/);
  await fails("profile.credit", { amount: 1000000, reason: "free money" }, "unknown_method", /Unknown method/);
  await fails("cards.search", { query: "x", limit: 100000 }, "invalid_argument", /argument "limit"/);
  await fails("decks.create", { deck: { name: "x", mode: "sealed", main: [] } }, "invalid_argument", /argument "deck\.mode"/);
  await fails("decks.create", { deck: { name: "x", mode: "freebuild", main: [{ name: "Fog", count: 300 }] } }, "invalid_argument", /deck\.main\[0\]/);
  await fails("decks.export", { id: 1, fileFormat: "mwdeck" }, "invalid_argument", /fileFormat/);
  await fails("decks.import", { text: "x".repeat(300 * 1024), mode: "freebuild" }, "invalid_argument", /argument "text"/);
  assert.equal(await state(), before);
});

test("service errors come back with their code and message, and change nothing", async () => {
  const before = await state();
  await fails("cards.search", { query: "(t:creature" }, "search_syntax", /Expected "\)" at position 12/);
  await fails("cards.detail", { card: "Lightnig Bolt" }, "not_found", /No card "Lightnig Bolt"/);
  await fails("shop.buyPack", { set: "M21" }, "bad_argument", /No booster for set "M21"/);
  await fails("decks.get", { id: 999 }, "not_found", /No deck 999/);
  await fails("decks.import", { text: "4 Lightnig Bolt\n", mode: "freebuild" }, "deck_file", /line 1: unknown card "Lightnig Bolt" — did you mean Lightning Bolt\?/);
  await fails("decks.import", { text: "4 Black Lotus\n", mode: "collection" }, "not_owned", /Black Lotus: the deck needs 4, your collection has 0/);
  await fails("decks.create", { deck: { name: "x", mode: "collection", main: ["c000522.u0999"] } }, "not_owned", /not in your collection/);
  for (let i = 0; i < 10; i++) {
    const r = await services.router.call("shop.buyPack", { set: "LEA" }, ctx);
    if (!r.ok) {
      assert.equal(r.error.code, "insufficient_coins");
      break;
    }
  }
  const drained = await state();
  await fails("shop.buyPack", { set: "LEA" }, "insufficient_coins", /Not enough coins/);
  assert.equal(await state(), drained);
  assert.notEqual(drained, before);
});

test("an unreadable collection file is reported on the call, and the rest of the host keeps working", async () => {
  const dataDir = tempDir();
  writeFileSync(join(dataDir, "collection.db"), "not a database ".repeat(100));
  const broken = await createServices({ dataDir, shell: "web", log: () => {} });
  try {
    const r = await broken.router.call("profile.get", undefined, ctx);
    assert.equal(r.ok, false);
    assert.equal((r as { error: { code: string } }).error.code, "corrupt_db");
    assert.match((r as { error: { message: string } }).error.message, /A copy was kept at/);
    assert.equal((await broken.router.call("app.ping", { echo: "still here" }, ctx)).ok, true);
  } finally {
    await broken.close();
  }
});

test("collection.units takes the collection's search language (the Trade screen's unit picker)", async () => {
  const all = await ok<Page<{ id: string; name: string; set: string }>>("collection.units", { limit: 1000 });
  const creatures = await ok<Page<{ id: string; name: string }>>("collection.units", { query: "t:creature c:g mv<=2", limit: 1000 });
  assert.ok(creatures.total > 0 && creatures.total < all.total, `${creatures.total} of ${all.total}`);
  assert.equal(creatures.items.length, creatures.total);
  const cards = await ok<Page<CardSummary>>("cards.search", { query: "t:creature c:g mv<=2", limit: 1000 });
  const wanted = new Set(cards.items.map((c) => c.name));
  for (const u of creatures.items) assert.ok(wanted.has(u.name), `${u.name} is a green creature of mana value 2 or less`);
  assert.ok(creatures.items.some((u) => u.name === "Llanowar Elves" || u.name === "Grizzly Bears"), creatures.items.map((u) => u.name).join(", "));
  // Every owned unit of those cards, one per copy: the counts agree with the owned counts.
  const owned = await ok<Page<CardSummary>>("collection.owned", { query: "t:creature c:g mv<=2", limit: 1000 });
  assert.equal(creatures.total, owned.items.reduce((n, c) => n + c.owned, 0));
  const forests = await ok<Page<{ name: string }>>("collection.units", { query: '"forest" t:basic', limit: 1000 });
  assert.ok(forests.total >= 30 && forests.items.every((u) => u.name === "Forest"));
  assert.equal((await ok<Page<unknown>>("collection.units", { query: "   ", limit: 1 })).total, all.total, "a blank query is no filter");
  // A bad query: a clear error with its position, and nothing changes.
  const before_ = await state();
  await fails("collection.units", { query: "t:creature (c:r", limit: 10 }, "search_syntax", /Expected "\)" at position 16/);
  await fails("collection.units", { query: "zz:foo" }, "search_syntax", /Unknown search field "zz" at position 1/);
  await fails("collection.units", { query: "s:nosuchset" }, "search_syntax", /Unknown set "nosuchset"/);
  await fails("collection.units", { query: 42 }, "invalid_argument", /query/);
  await fails("collection.units", { query: "x".repeat(1001) }, "invalid_argument", /query/);
  assert.equal(await state(), before_);
});
