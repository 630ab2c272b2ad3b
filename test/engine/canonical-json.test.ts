/**
 * The canonical JSON that the per-action state hash digests: byte for byte the simple definition
 * (keys sorted, undefined fields left out), although the engine's version is written for speed
 * and reuses the text of game objects shared between states. Two peers must hash alike, so this
 * text is part of the protocol.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, createGame, hash, legalActionList, serialize, whoMustAct, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { sha256Hex } from "../../engine/core/sha256";

/** The definition. */
function reference(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return "[" + value.map((v) => (v === undefined ? "null" : reference(v))).join(",") + "]";
  const keys = Object.keys(value as object).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + reference((value as Record<string, unknown>)[k])).join(",") + "}";
}

test("serialize and hash agree with the definition over two random games, state after state", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  for (const seed of [3, 4]) {
    let s: GameState = createGame({ seed, decks: { A: decks[seed % decks.length]!, B: decks[(seed + 2) % decks.length]! } });
    let r = seed;
    for (let i = 0; i < 400 && !s.outcome; i++) {
      const who = whoMustAct(s);
      if (!who) break;
      const options = legalActionList(s, who);
      r = (r * 1103515245 + 12345) % 2 ** 31;
      const next = apply(s, options[r % options.length]!);
      assert.ok(next.ok);
      s = next.state;
      // Twice: the second time most objects' text comes from the cache.
      for (let k = 0; k < 2; k++) assert.equal(serialize(s), reference(s), `seed ${seed}, action ${i}`);
      if (i % 50 === 0) assert.equal(hash(s), sha256Hex(reference(s)));
    }
  }
});

test("a changed object is serialized anew, an unchanged one alike", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  const s = createGame({ seed: 9, decks: { A: decks[0]!, B: decks[1]! } });
  const before = serialize(s);
  const next = apply(s, legalActionList(s, whoMustAct(s)!)[0]!);
  assert.ok(next.ok);
  assert.equal(serialize(s), before, "the old state's text is unchanged");
  assert.notEqual(serialize(next.state), before);
  assert.equal(serialize(next.state), reference(next.state));
});
