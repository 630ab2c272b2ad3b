import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";

// Every printing names its image by Scryfall id (copied by scripts/import-cards.ts); the image
// downloader builds file names and URLs from these ids only, so each must be a lowercase UUID.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("every printing in resources/cards has a well-formed, unique scryfallId", () => {
  const { cards } = loadCardData();
  const seen = new Map<string, string>();
  let printings = 0;
  for (const card of cards) {
    assert.ok(card.printings.length > 0, `${card.name} has no printing`);
    for (const p of card.printings) {
      printings++;
      assert.match(p.scryfallId, UUID, `${card.name} ${p.set} ${p.number}`);
      const where = `${card.name} ${p.set} ${p.number}`;
      assert.equal(seen.get(p.scryfallId), undefined, `${where} shares its id with ${seen.get(p.scryfallId)}`);
      seen.set(p.scryfallId, where);
    }
  }
  assert.ok(printings >= cards.length);
  // A known printing: Revised's Lightning Bolt.
  const bolt = cards.find((c) => c.name === "Lightning Bolt")!;
  assert.ok(bolt.printings.some((p) => p.set === "3ED"), "Lightning Bolt has a Revised printing");
});
