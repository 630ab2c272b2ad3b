import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { v, validate } from "../../app/shared/validate";

const deck = v.object({
  name: v.string({ min: 1, max: 100 }),
  format: v.oneOf(["classic", "free"] as const),
  cards: v.array(v.object({ name: v.string({ max: 141 }), count: v.int({ min: 1, max: 99 }) }), { max: 250 }),
  note: v.optional(v.string({ max: 10 })),
});

const good = { name: "Bolts", format: "classic", cards: [{ name: "Lightning Bolt", count: 4 }] };

describe("validate", () => {
  it("accepts a valid value and returns it", () => {
    assert.deepEqual(validate(deck, good, "decks.save"), { ok: true, value: good });
    assert.equal(validate(deck, { ...good, note: "hi" }, "decks.save").ok, true);
  });

  it("names the method, the argument path and what was expected", () => {
    const r = validate(deck, { ...good, name: "x".repeat(101) }, "decks.save");
    assert.deepEqual(r, { ok: false, message: 'decks.save: argument "name" must be a string of 1 to 100 characters' });
    const nested = validate(deck, { ...good, cards: [{ name: "Bolt", count: 4 }, { name: "Bolt", count: 0 }] }, "decks.save");
    assert.deepEqual(nested, { ok: false, message: 'decks.save: argument "cards[1].count" must be an integer from 1 to 99' });
    assert.deepEqual(validate(deck, { ...good, format: "modern" }, "decks.save"), {
      ok: false,
      message: 'decks.save: argument "format" must be one of "classic", "free"',
    });
  });

  it("rejects missing and unknown fields rather than ignoring them", () => {
    const { name: _n, ...noName } = good;
    assert.deepEqual(validate(deck, noName, "decks.save"), {
      ok: false,
      message: 'decks.save: argument "name" is required (a string of 1 to 100 characters)',
    });
    assert.deepEqual(validate(deck, { ...good, admin: true }, "decks.save"), {
      ok: false,
      message: 'decks.save: argument "admin" is not allowed',
    });
    // JSON.parse makes "__proto__" an own key: it must be refused like any unknown key.
    const polluted = JSON.parse('{"name":"a","format":"free","cards":[],"__proto__":{"x":1}}');
    assert.equal(validate(deck, polluted, "decks.save").ok, false);
  });

  it("refuses non-plain objects, wrong types and non-finite numbers", () => {
    for (const bad of [null, [], "deck", 5, new Date(), Object.create({ name: "x" })]) {
      assert.deepEqual(validate(deck, bad, "m"), { ok: false, message: "m: argument must be an object" });
    }
    const n = v.number();
    for (const bad of [NaN, Infinity, "1", null]) assert.equal(validate(n, bad, "m").ok, false);
    assert.equal(validate(v.int(), 1.5, "m").ok, false);
    assert.equal(validate(v.int(), 2 ** 60, "m").ok, false);
  });

  it("bounds strings and lists by default", () => {
    assert.equal(validate(v.string(), "x".repeat(10_000), "m").ok, true);
    assert.equal(validate(v.string(), "x".repeat(10_001), "m").ok, false);
    assert.equal(validate(v.array(v.int()), new Array(10_001).fill(1), "m").ok, false);
  });

  it("none() takes no argument; optional() takes undefined", () => {
    assert.equal(validate(v.none(), undefined, "app.info").ok, true);
    assert.deepEqual(validate(v.none(), { x: 1 }, "app.info"), {
      ok: false,
      message: "app.info: argument must not be given: this method takes no argument",
    });
    assert.equal(validate(v.optional(v.object({})), undefined, "m").ok, true);
    assert.equal(validate(v.optional(v.object({})), null, "m").ok, false);
  });

  it("records check keys and values; unions and nullable list their alternatives", () => {
    const counts = v.record(v.int({ min: 0 }), { maxKeys: 2 });
    assert.equal(validate(counts, { a: 1, b: 2 }, "m").ok, true);
    assert.equal(validate(counts, { a: 1, b: 2, c: 3 }, "m").ok, false);
    assert.deepEqual(validate(counts, { a: -1 }, "m"), { ok: false, message: 'm: argument "a" must be an integer of at least 0' });
    const id = v.union([v.literal("A"), v.int()]);
    assert.equal(validate(id, "A", "m").ok, true);
    assert.deepEqual(validate(id, "B", "m"), { ok: false, message: 'm: argument must be "A", or an integer' });
    assert.equal(validate(v.nullable(v.int()), null, "m").ok, true);
    assert.deepEqual(validate(v.nullable(v.int()), "x", "m"), { ok: false, message: "m: argument must be an integer or null" });
  });
});
