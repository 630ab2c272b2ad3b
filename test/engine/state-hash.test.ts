/**
 * The state hash's SHA-256 (engine/core/sha256.ts: @noble/hashes, resumed from the hasher's state
 * after the prefix a text shares with one of the last texts hashed) gives, every time, the SHA-256
 * of the whole text that node:crypto computes from scratch: over random games from every built-in
 * deck, two games hashed in turn, and texts changed at every kind of place (within the first
 * block, on a chunk boundary, at the end, shorter, longer, equal).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { createGame, hash, serialize, type GameState } from "../../engine/index";
import { sha256Hex } from "../../engine/core/sha256";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";

const full = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

test("known digests: empty, abc, two blocks, non-ASCII (as UTF-8), and a text past one chunk", () => {
  assert.equal(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  assert.equal(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  assert.equal(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  for (const t of ['{"name":"Æther Storm","flavor":"Jötun — ☀"}', "𝔐oxen 🂡", "x".repeat(5000) + "é"]) assert.equal(sha256Hex(t), full(t));
});

test("texts changed anywhere after the last ones hashed: the same digest as hashing them whole", () => {
  let seed = 12345;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const alphabet = 'abc{}":,0123456789é☀𝔐';
  const chars = [...alphabet];
  let text = Array.from({ length: 6000 }, () => chars[next(chars.length)]).join("");
  const edits: ((t: string) => string)[] = [
    (t) => t.slice(0, next(t.length + 1)) + chars[next(chars.length)] + t.slice(next(t.length + 1)), // somewhere
    (t) => t.slice(0, 1024) + "Z" + t.slice(1025), // just at a chunk boundary
    (t) => t.slice(0, 1023) + "Z" + t.slice(1024), // just before it
    (t) => t.slice(0, 5) + "Q" + t.slice(6), // in the first block
    (t) => t.slice(0, t.length - 1) + "!", // the last character
    (t) => t.slice(0, Math.max(0, t.length - next(3000))), // shorter
    (t) => t.slice(0, 2048), // shorter, ending on a boundary
    (t) => t + "x".repeat(next(3000)), // longer
    (t) => t, // the same again
  ];
  const seen = [text];
  for (let i = 0; i < 600; i++) {
    // Mostly the newest text, sometimes an older one (two games in one process).
    const base = next(4) === 0 ? seen[next(seen.length)]! : text;
    text = edits[next(edits.length)]!(base);
    if (text.length < 100) text += "y".repeat(4000);
    seen.push(text);
    if (seen.length > 8) seen.shift();
    assert.equal(sha256Hex(text), full(text), `edit ${i}, length ${text.length}`);
  }
});

test("over random games from every built-in deck, two at a time, each state's hash is the SHA-256 of its whole text", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  const games: GameState[][] = [];
  for (let g = 0; g < 6; g++) {
    const states: GameState[] = [createGame({ seed: 70 + g, decks: { A: decks[g % decks.length]!, B: decks[(g + 5) % decks.length]! } })];
    playRandomGame({ seed: 70 + g, decks: { A: decks[g % decks.length]!, B: decks[(g + 5) % decks.length]! }, maxActions: 300, onAction: (s) => states.push(s) });
    games.push(states);
  }
  let checked = 0;
  for (let g = 0; g < games.length; g += 2) {
    const [one, two] = [games[g]!, games[g + 1]!];
    for (let i = 0; i < Math.max(one.length, two.length); i++) {
      for (const s of [one[i], two[i], one[i]]) {
        if (!s) continue;
        assert.equal(hash(s), full(serialize(s)), `game ${g}, state ${i}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 1000, `${checked} states checked`);
});

/** Canonical JSON written plainly (sorted keys, no cache of any kind): the text the hash has always covered. */
function referenceJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return "[" + value.map((v) => (v === undefined ? "null" : referenceJson(v))).join(",") + "]";
  const rec = value as Record<string, unknown>;
  const keys = Object.keys(rec).sort().filter((k) => rec[k] !== undefined);
  return "{" + keys.map((k) => JSON.stringify(k) + ":" + referenceJson(rec[k])).join(",") + "}";
}

test("the state's text, with the texts of frozen objects and lists kept from earlier states, is the plain canonical JSON of the state", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  let checked = 0;
  for (let g = 0; g < 3; g++) {
    const setup = { seed: 90 + g, decks: { A: decks[g % decks.length]!, B: decks[(g + 3) % decks.length]! } };
    playRandomGame({
      ...setup,
      maxActions: 250,
      onAction: (s) => {
        assert.equal(serialize(s), referenceJson(s), `game ${g}, action ${checked}`);
        checked++;
      },
    });
  }
  assert.ok(checked > 300, `${checked} states checked`);
});

test("the physical cards are shared by later states frozen: a write in place throws instead of changing an earlier state", () => {
  const decks = [...benchmarkDecks().values()].map((d) => d.cards);
  const states: GameState[] = [];
  playRandomGame({ seed: 5, decks: { A: decks[0]!, B: decks[1]! }, maxActions: 3, onAction: (s) => states.push(s) });
  const s = states.at(-1)!;
  assert.ok(Object.isFrozen(s.cards) && s.cards.every((c) => Object.isFrozen(c)));
  const before = serialize(s);
  assert.throws(() => (s.cards as { name: string }[])[0]!.name = "Black Lotus", TypeError);
  assert.throws(() => (s.cards as unknown[]).push({ name: "Black Lotus", owner: "A" }), TypeError);
  assert.equal(serialize(s), before);
});
