/**
 * Which printing's image a card shows (renderer/src/components/card/card-images.ts): the face's
 * own printing, a unit's own set and number, the printing chosen in the card detail, the face's
 * set and number, the first printing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { printingIdOf } from "../../renderer/src/components/card/card-images";

const bolt = loadCardData().cards.find((c) => c.name === "Lightning Bolt")!;
const id = (set: string) => bolt.printings.find((p) => p.set === set)!.scryfallId;
const revised = bolt.printings.find((p) => p.set === "3ED")!;

test("the first printing when nothing else is known", () => {
  assert.equal(printingIdOf({ name: "Lightning Bolt" }, bolt, {}), bolt.printings[0]!.scryfallId);
});

test("the printing chosen for the card wins over the face's default set and number", () => {
  const first = bolt.printings[0]!;
  assert.equal(printingIdOf({ name: "Lightning Bolt", set: first.set, number: first.number }, bolt, { [bolt.code]: id("3ED") }), id("3ED"));
});

test("a unit's own printing wins over the chosen one; an explicit id wins over all", () => {
  const chosen = { [bolt.code]: bolt.printings[0]!.scryfallId };
  assert.equal(printingIdOf({ name: "Lightning Bolt", set: "3ED", number: revised.number, ownPrinting: true }, bolt, chosen), id("3ED"));
  assert.equal(printingIdOf({ name: "Lightning Bolt", scryfallId: id("2ED") }, null, chosen), id("2ED"));
});

test("a chosen id that is not this card's printing is ignored; an unknown card has none", () => {
  assert.equal(printingIdOf({ name: "Lightning Bolt" }, bolt, { [bolt.code]: "00000000-0000-0000-0000-000000000000" }), bolt.printings[0]!.scryfallId);
  assert.equal(printingIdOf({ name: "Goblin token" }, null, {}), null);
});
