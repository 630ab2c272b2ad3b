/** The limited deck rules (CR 100.2b, 100.4b): 40 cards from the pool and basic lands. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { MIN_LIMITED, validateLimited, type CardCount, type PoolCount } from "../../app/host/collection/decks/validate";

const data = loadCardData();
const card = (name: string) => data.byName.get(name)!;
const pool: PoolCount[] = [
  { card: card("Lightning Bolt"), count: 2 },
  { card: card("Grizzly Bears"), count: 1 },
  { card: card("Hill Giant"), count: 3 },
  { card: card("Mountain"), count: 2 },
  { card: card("Giant Growth"), count: 1 },
];
const main = (...xs: [string, number][]): CardCount[] => xs.map(([n, c]) => ({ card: card(n), count: c, section: "main" }));

test("a 40-card deck of pool cards and any number of basic lands is valid; the rest of the pool is the sideboard", () => {
  const v = validateLimited(main(["Lightning Bolt", 2], ["Hill Giant", 3], ["Mountain", 20], ["Forest", 15]), pool);
  assert.deepEqual(v.reasons, []);
  assert.equal(v.valid, true);
  assert.equal(v.format, "limited");
  assert.equal(v.mainCount, 40);
  // Pool: 9 cards; 2 Bolt, 3 Giant and the pool's 2 Mountains are in the deck: Bears and Growth are the sideboard.
  assert.equal(v.sideboardCount, 2);
});

test("each violation has its message: too few cards, a card not in the pool, more copies than the pool holds", () => {
  const short = validateLimited(main(["Lightning Bolt", 1], ["Mountain", 38]), pool);
  assert.equal(short.valid, false);
  assert.deepEqual(short.reasons, [`The main deck has 39 cards; a limited deck needs at least ${MIN_LIMITED}`]);

  const foreign = validateLimited(main(["Shivan Dragon", 1], ["Mountain", 39]), pool);
  assert.deepEqual(foreign.reasons, ["Shivan Dragon is not in the pool (a limited deck holds only the pool's cards and basic lands)"]);

  const many = validateLimited(main(["Lightning Bolt", 3], ["Mountain", 37]), pool);
  assert.deepEqual(many.reasons, ["Lightning Bolt: the deck has 3 and the pool holds 2"]);

  // Main deck and a listed sideboard together are bounded by the pool.
  const both = validateLimited([...main(["Hill Giant", 2], ["Mountain", 38]), { card: card("Hill Giant"), count: 2, section: "sideboard" }], pool);
  assert.deepEqual(both.reasons, ["Hill Giant: the deck has 4 and the pool holds 3"]);

  const all = validateLimited(main(["Shivan Dragon", 1], ["Lightning Bolt", 4], ["Mountain", 10]), pool);
  assert.equal(all.reasons.length, 3, all.reasons.join(" | "));
});

test("no four-copy limit in limited: five of a card the pool holds five of is fine", () => {
  const v = validateLimited(main(["Hill Giant", 5], ["Mountain", 35]), [{ card: card("Hill Giant"), count: 5 }]);
  assert.deepEqual(v.reasons, []);
});

test("a friend event's pool marks its ante and dexterity cards sideboard-only, with the reason its deck check gives", async () => {
  const { checkDeck } = await import("../../app/host/limited/event/session");
  const { unplayableInEvent } = await import("../../app/host/limited/event-deck");
  assert.match(unplayableInEvent("Darkpact") ?? "", /Remove this card from your deck before playing if you're not playing for ante/);
  assert.match(unplayableInEvent("Chaos Orb") ?? "", /dexterity card/);
  assert.equal(unplayableInEvent("Lightning Bolt"), null);
  // The deck check refuses the same card with the same sentence.
  const pool = ["Darkpact", ...Array<string>(40).fill("Lightning Bolt")];
  const v = checkDeck(["Darkpact", ...Array<string>(39).fill("Mountain")], pool, { cards: data } as never);
  assert.equal(v.valid, false);
  assert.ok(v.reasons.includes(unplayableInEvent("Darkpact")!));
});
