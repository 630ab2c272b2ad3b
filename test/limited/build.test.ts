/** The computer's deck building from a pool: legal, on color, a sensible curve and mana base. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { BASIC_OF, MAX_SPLASH, MIN_SPELLS, buildLimitedDeck, limitedValue, pips, type Color } from "../../app/host/limited/build";
import { packsFrom, parsePackSpec, poolBytes } from "../../app/host/limited/packs";
import { checkAgainstPool } from "../../app/host/limited/sealed";
import { cardData } from "../../engine/cards/data";

const cards = loadCardData();
const SPECS = ["3ED:6", "LEG:2,DRK:2,FEM:2", "LEA:6", "ARN:3,ATQ:3", "FEM:6", "LEG:6", "DRK:6"];
const basics = new Set(Object.values(BASIC_OF));

test("for many seeded pools the deck is legal (40+, from the pool), on color, with 17 lands by color weight", () => {
  let pools = 0;
  for (const specText of SPECS) {
    const spec = parsePackSpec(specText, cards.sets);
    for (let seed = 1; seed <= 6; seed++) {
      const pool = packsFrom(poolBytes(seed, "A"), spec, cards.sets).flat().map((c) => c.name);
      for (const rank of [0, 1]) {
        const deck = buildLimitedDeck(pool, { rank });
        const where = `${specText} seed ${seed} rank ${rank}`;
        const v = checkAgainstPool(deck, pool, cards);
        assert.deepEqual(v.reasons, [], where);
        assert.ok(deck.main.length >= 40, where);
        const n = (list: readonly string[], name: string) => list.filter((x) => x === name).length;
        for (const name of new Set([...pool, ...deck.main])) {
          const expected = basics.has(name) ? Math.max(0, n(pool, name) - n(deck.main, name)) : n(pool, name) - n(deck.main, name);
          assert.equal(n(deck.sideboard, name), expected, `${where}: the sideboard is the rest of the pool (${name})`);
        }
        const allowed: Color[] = deck.splash ? [...deck.colors, deck.splash] : deck.colors;
        assert.equal(deck.colors.length, 2, where);
        let splashed = 0;
        const lands = deck.main.filter((n) => cardData(n)!.types.includes("Land"));
        const spells = deck.main.filter((n) => !cardData(n)!.types.includes("Land"));
        for (const n of spells) {
          const colors = Object.keys(pips(cardData(n)!.manaCost)) as Color[];
          assert.ok(colors.every((c) => allowed.includes(c)), `${where}: ${n} is off color (${allowed.join("")})`);
          if (colors.some((c) => !deck.colors.includes(c))) splashed++;
        }
        assert.ok(splashed <= MAX_SPLASH, `${where}: ${splashed} splashed cards`);
        if (spells.length >= 23) assert.equal(lands.length, 17, where);
        for (const l of lands.filter((n) => basics.has(n))) {
          assert.ok(allowed.some((c) => BASIC_OF[c] === l), `${where}: ${l} makes no color of the deck`);
        }
        // Each main color has basics in proportion to its symbols: never fewer than a third of the other's.
        const count = (c: Color) => lands.filter((n) => n === BASIC_OF[c]).length;
        const need = (c: Color) => spells.reduce((n, s) => n + (pips(cardData(s)!.manaCost)[c] ?? 0), 0);
        const [a, b] = deck.colors as [Color, Color];
        if (need(a) > need(b)) assert.ok(count(a) >= count(b), `${where}: ${a} has more symbols and as many lands`);
        if (need(b) > need(a)) assert.ok(count(b) >= count(a), `${where}: ${b} has more symbols and as many lands`);
        const expensive = spells.filter((n) => cardData(n)!.cmc >= 6).length;
        // The curve's cap gives way only when the pool's colors lack cheaper cards to reach MIN_SPELLS.
        assert.ok(expensive <= 2 || spells.length <= MIN_SPELLS, `${where}: ${expensive} spells of mana value 6 or more`);
      }
      pools++;
    }
  }
  assert.equal(pools, SPECS.length * 6);
});

test("the deck is the best of what the pool offers in its colors: no left-out on-color card is worth more than a chosen one of its kind", () => {
  const spec = parsePackSpec("3ED:6", cards.sets);
  for (let seed = 1; seed <= 5; seed++) {
    const pool = packsFrom(poolBytes(seed, "B"), spec, cards.sets).flat().map((c) => c.name);
    const deck = buildLimitedDeck(pool);
    const inDeck = new Set(deck.main);
    const spells = deck.main.filter((n) => !cardData(n)!.types.includes("Land"));
    const weakest = Math.min(...spells.map(limitedValue));
    const onColor = (n: string) => (Object.keys(pips(cardData(n)!.manaCost)) as Color[]).every((c) => deck.colors.includes(c));
    for (const n of deck.sideboard) {
      const d = cardData(n)!;
      if (d.types.includes("Land") || !onColor(n) || inDeck.has(n) || d.cmc >= 5) continue;
      assert.ok(limitedValue(n) <= weakest + 1.01, `seed ${seed}: ${n} (${limitedValue(n)}) left out, the weakest chosen is worth ${weakest}`);
    }
  }
});

test("the same pool builds the same deck; a deck from a small pool is filled to 40 with basic lands", () => {
  const spec = parsePackSpec("ARN:1", cards.sets);
  const pool = packsFrom(poolBytes(3, "A"), spec, cards.sets).flat().map((c) => c.name);
  const deck = buildLimitedDeck(pool);
  assert.deepEqual(buildLimitedDeck(pool), deck);
  assert.equal(deck.main.length, 40);
  assert.deepEqual(checkAgainstPool(deck, pool, cards).reasons, []);
});
