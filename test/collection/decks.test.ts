import assert from "node:assert/strict";
import { test } from "node:test";
import { implementedCardNames } from "../../engine/index";
import { CollectionError, type FreebuildCard } from "../../app/host/collection/index";
import { addUnits } from "../../app/host/collection/units";
import { freshCollection, snapshot } from "./helpers";

const isCode = (code: string) => (e: unknown) => e instanceof CollectionError && e.code === code;
const basics = (n: number): FreebuildCard[] => [{ name: "Mountain", count: n }];

test("free-build deck: any card, saved and read back with notes and sideboard", () => {
  const c = freshCollection();
  const deck = c.decks.create({
    name: "Power",
    mode: "freebuild",
    format: "oldschool",
    notes: "all the moxen",
    main: [{ name: "Black Lotus", count: 1 }, { name: "mox pearl", count: 1 }, ...basics(58)],
    sideboard: [{ name: "Fog", count: 2 }],
  });
  assert.equal(deck.mode, "freebuild");
  assert.equal(deck.main.length, 60);
  assert.equal(deck.sideboard.length, 2);
  assert.equal(deck.main[1]!.name, "Mox Pearl");
  assert.equal(deck.notes, "all the moxen");
  const v = c.decks.validate(deck.id);
  assert.equal(v.valid, true, v.reasons.join("; "));
});

test("oldschool validation lists every reason: size, sideboard, copies, restricted, banned", () => {
  const c = freshCollection();
  const deck = c.decks.create({
    name: "Illegal",
    mode: "freebuild",
    format: "oldschool",
    main: [
      { name: "Lightning Bolt", count: 5 },
      { name: "Black Lotus", count: 2 },
      { name: "Contract from Below", count: 1 },
      { name: "Mountain", count: 40 },
    ],
    sideboard: [{ name: "Fog", count: 4 }, { name: "Shatter", count: 4 }, { name: "Tranquility", count: 4 }, { name: "Tsunami", count: 4 }],
  });
  const v = c.decks.validate(deck.id);
  assert.equal(v.valid, false);
  assert.equal(v.playable, false);
  assert.deepEqual(v.reasons, [
    "The main deck has 48 cards; it needs at least 60",
    "The sideboard has 16 cards; at most 15 are allowed",
    "Black Lotus is restricted in Old School (1 copy at most); the deck has 2",
    "Contract from Below is banned in Old School",
    "Lightning Bolt: 5 copies; at most 4 of a card except basic lands",
  ]);
  // Copies count main and sideboard together.
  const split = c.decks.create({
    name: "Split",
    mode: "freebuild",
    main: [{ name: "Lightning Bolt", count: 4 }, ...basics(56)],
    sideboard: [{ name: "Lightning Bolt", count: 1 }],
  });
  assert.deepEqual(c.decks.validate(split.id).reasons, ["Lightning Bolt: 5 copies; at most 4 of a card except basic lands"]);
});

test("freeform: 60 cards and 4 copies, but banned and restricted cards are fine; a sideboard holds at most 15 (CR 100.4a)", () => {
  const c = freshCollection();
  const deck = c.decks.create({
    name: "Anything goes",
    mode: "freebuild",
    format: "freeform",
    main: [{ name: "Black Lotus", count: 4 }, { name: "Contract from Below", count: 4 }, ...basics(52)],
    sideboard: [{ name: "Fog", count: 4 }, { name: "Shatter", count: 4 }, { name: "Tranquility", count: 4 }, { name: "Tsunami", count: 3 }],
  });
  assert.deepEqual(c.decks.validate(deck.id).reasons, []);
  assert.equal(c.decks.validate(deck.id, "oldschool").valid, false);
  // The sideboard is the player's cards outside the game in a match (Ring of Ma'rûf): 15 at most, in every format.
  const big = c.decks.update(deck.id, { name: "Big sideboard", mode: "freebuild", format: "freeform", main: basics(60), sideboard: [{ name: "Fog", count: 4 }, { name: "Shatter", count: 4 }, { name: "Tranquility", count: 4 }, { name: "Tsunami", count: 4 }] });
  assert.deepEqual(c.decks.validate(big.id).reasons, ["The sideboard has 16 cards; at most 15 are allowed"]);
  const five = c.decks.update(deck.id, { name: "Too many", mode: "freebuild", format: "freeform", main: [{ name: "Black Lotus", count: 5 }, ...basics(55)] });
  assert.deepEqual(c.decks.validate(five.id).reasons, ["Black Lotus: 5 copies; at most 4 of a card except basic lands"]);
});

test("cards the engine does not implement are listed, and such a deck cannot start a match", () => {
  const c = freshCollection();
  const deck = c.decks.create({
    name: "Mixed",
    mode: "freebuild",
    main: [{ name: "Lightning Bolt", count: 4 }, { name: "Chaos Orb", count: 1 }, ...basics(55)],
  });
  const v = c.decks.validate(deck.id);
  const implemented = new Set(implementedCardNames());
  const expected = ["Chaos Orb", "Lightning Bolt", "Mountain"].filter((n) => !implemented.has(n));
  assert.equal(v.valid, true);
  assert.deepEqual(v.notImplemented, expected);
  assert.equal(v.playable, expected.length === 0);
});

test("collection deck: built from owned units; listing a unit twice, a foreign or a sold unit is refused", () => {
  const c = freshCollection();
  const bolts = c.collection.units({ cardCode: "c000522" }).items.map((u) => u.id);
  const mountains = c.collection.units({ cardCode: c.cards.detail("Mountain").card.code, limit: 100 }).items.map((u) => u.id);
  const deck = c.decks.create({ name: "Bolts", mode: "collection", main: [...bolts, ...mountains] });
  assert.deepEqual(deck.main.slice(0, 4).map((x) => x.unitId), bolts);
  assert.equal(deck.main[0]!.set, "3ED");

  const before = snapshot(c);
  assert.throws(() => c.decks.create({ name: "Twice", mode: "collection", main: [bolts[0]!, bolts[0]!] }), (e: unknown) => isCode("BAD_ARGUMENT")(e) && /listed twice/.test((e as Error).message));
  assert.throws(() => c.decks.create({ name: "Foreign", mode: "collection", main: ["c000522.u0099"] }), isCode("NOT_OWNED"));
  assert.throws(() => c.decks.create({ name: "Names", mode: "collection", main: ["Lightning Bolt"] }), /not a unit id/);
  c.shop.sell(bolts[1]!);
  const afterSale = snapshot(c);
  assert.notEqual(afterSale, before);
  assert.throws(() => c.decks.create({ name: "Sold", mode: "collection", main: [bolts[1]!] }), /no longer in your collection \(sold\)/);
  assert.equal(snapshot(c), afterSale);
});

test("bad deck input: clear errors and nothing saved", () => {
  const c = freshCollection();
  const before = snapshot(c);
  const bad: [unknown, RegExp][] = [
    [{ name: "", mode: "freebuild", main: [] }, /name must be 1 to 100/],
    [{ name: "x", mode: "sealed", main: [] }, /mode is one of collection, freebuild/],
    [{ name: "x", mode: "freebuild", format: "modern", main: [] }, /format is one of oldschool, freeform/],
    [{ name: "x", mode: "freebuild", main: "4 Lightning Bolt" }, /must be a list/],
    [{ name: "x", mode: "freebuild", main: [{ name: "Lightnig Bolt", count: 4 }] }, /unknown card "Lightnig Bolt" — did you mean Lightning Bolt/],
    [{ name: "x", mode: "freebuild", main: [{ name: "Lightning Bolt", count: 0 }] }, /count must be a whole number/],
    [{ name: "x", mode: "freebuild", main: [{ name: "Lightning Bolt", count: 4, set: "LEG" }] }, /no printing LEG/],
    [{ name: "x", mode: "freebuild", main: [{ name: "Mountain", count: 250 }, { name: "Island", count: 250 }, { name: "Swamp", count: 250 }, { name: "Forest", count: 250 }, { name: "Plains", count: 250 }] }, /at most 1000 cards/],
  ];
  for (const [input, message] of bad) {
    assert.throws(() => c.decks.create(input as never), message, JSON.stringify(input).slice(0, 80));
  }
  assert.throws(() => c.decks.update(999, { name: "x", mode: "freebuild", main: [] }), isCode("NOT_FOUND"));
  assert.throws(() => c.decks.delete(999), isCode("NOT_FOUND"));
  const deck = c.decks.list()[0]!;
  const saved = snapshot(c);
  assert.throws(() => c.decks.update(deck.id, { name: "x", mode: "freebuild", main: [{ name: "Nope", count: 1 }] }), /unknown card/);
  assert.equal(snapshot(c), saved);
  assert.equal(saved, before);
});

test("update replaces the deck; delete removes it and its cards, not the units", () => {
  const c = freshCollection();
  const deck = c.decks.list()[0]!;
  const units = c.collection.units({ limit: 1000 }).total;
  const updated = c.decks.update(deck.id, { name: "Renamed", mode: "freebuild", format: "freeform", notes: "n", main: basics(60) });
  assert.equal(updated.name, "Renamed");
  assert.equal(updated.mode, "freebuild");
  assert.ok(updated.main.every((x) => x.name === "Mountain" && x.unitId === null));
  c.decks.delete(deck.id);
  assert.throws(() => c.decks.get(deck.id), isCode("NOT_FOUND"));
  assert.equal(c.ctx.db.prepare("SELECT COUNT(*) FROM deck_cards WHERE deck_id = ?").pluck().get(deck.id), 0);
  assert.equal(c.collection.units({ limit: 1000 }).total, units);
});

test("importing into collection mode picks owned units, preferring the printing asked for", () => {
  const c = freshCollection();
  const leaBolt = { cardCode: "c000522", set: "LEA", number: "161" };
  const lea = c.ctx.tx("grant", () => addUnits(c.ctx, [leaBolt, leaBolt], "grant"));
  const text = "4 Lightning Bolt (LEA) 161\n4 Counterspell (3ED) 54\n22 Island (3ED) 295\n30 Mountain (3ED) 301\n";
  const { deck, fileFormat, warnings } = c.decks.import(text, { mode: "collection", name: "Draw-go" });
  assert.equal(fileFormat, "arena");
  assert.deepEqual(warnings, []);
  assert.equal(deck.main.length, 60);
  assert.ok(deck.main.every((x) => x.unitId && !x.missing));
  assert.equal(new Set(deck.main.map((x) => x.unitId)).size, 60);
  const bolts = deck.main.filter((x) => x.name === "Lightning Bolt");
  assert.deepEqual(bolts.slice(0, 2).map((x) => x.unitId), lea, "the LEA units come first");
  assert.deepEqual(bolts.map((x) => x.set), ["LEA", "LEA", "3ED", "3ED"]);
});

test("importing more copies than you own into collection mode takes the copies you own and lists each shortage", () => {
  const c = freshCollection();
  const before = snapshot(c);
  const r = c.decks.import("4 Black Lotus\n8 Lightning Bolt\n48 Mountain\n", { mode: "collection", name: "Partial dream" });
  assert.deepEqual(r.leftOut, [
    "Black Lotus: the deck needs 4, your collection has 0; none was taken",
    "Lightning Bolt: the deck needs 8, your collection has 4; the copies you own were taken",
    "Mountain: the deck needs 48, your collection has 30; the copies you own were taken",
  ]);
  assert.equal(r.deck.main.length, 34, "the 4 Bolts and 30 Mountains owned");
  assert.ok(r.deck.main.every((x) => x.unitId && !x.missing));
  // None owned at all: nothing to import, refused with the list.
  assert.throws(() => c.decks.import("4 Black Lotus\n", { mode: "collection", name: "Lotus" }), isCode("NOT_OWNED"));
  c.decks.delete(r.deck.id);
  assert.equal(snapshot(c), before);
});

test("importing more copies than you own into collection mode, all or nothing: every shortage listed and nothing saved", () => {
  const c = freshCollection();
  const before = snapshot(c);
  assert.throws(
    () => c.decks.import("4 Black Lotus\n8 Lightning Bolt\n48 Mountain\n", { mode: "collection", name: "Dream", allOrNothing: true }),
    (e: unknown) =>
      isCode("NOT_OWNED")(e) &&
      (e as CollectionError).details!.join("|") ===
        "Black Lotus: the deck needs 4, your collection has 0|Lightning Bolt: the deck needs 8, your collection has 4|Mountain: the deck needs 48, your collection has 30",
  );
  assert.equal(snapshot(c), before);
  // The same list imports in free-build mode.
  const { deck } = c.decks.import("4 Black Lotus\n8 Lightning Bolt\n48 Mountain\n", { mode: "freebuild", name: "Dream" });
  assert.equal(deck.main.length, 60);
});
