/** The same setup, seed and actions give the same hash, in this process and in another one. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apply, createGame, deserialize, hash, serialize } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame } from "../../app/host/play/random-game";

const decks = benchmarkDecks();
const A = decks.get("red-green-beats")!.cards;
const B = decks.get("blue-black-control")!.cards;

test("replaying a game's actions from its seed gives the same hash after every action", () => {
  const hashes: string[] = [];
  const game = playRandomGame({ seed: 11, decks: { A, B }, maxActions: 400, onAction: (s) => hashes.push(hash(s)) });
  let state = createGame({ seed: 11, decks: { A, B } });
  game.actions.forEach((a, i) => {
    const r = apply(state, a);
    assert.ok(r.ok, `action ${i} rejected on replay`);
    state = r.state;
    assert.equal(hash(state), hashes[i], `hash differs after action ${i}`);
  });
});

test("a different seed gives a different game", () => {
  const a = createGame({ seed: 1, decks: { A, B } });
  const b = createGame({ seed: 2, decks: { A, B } });
  assert.notEqual(hash(a), hash(b));
});

test("serialise then deserialise keeps the hash, and the game goes on identically", () => {
  const game = playRandomGame({ seed: 5, decks: { A, B }, maxActions: 300 });
  const copy = deserialize(serialize(game.state));
  assert.equal(hash(copy), hash(game.state));
  assert.throws(() => deserialize("{\"v\":2}"), /Not a Moxen game state/);
});

test("another process replaying the same actions reaches the same hash", () => {
  const game = playRandomGame({ seed: 23, decks: { A, B }, maxActions: 300 });
  const dir = mkdtempSync(join(tmpdir(), "moxen-det-"));
  const file = join(dir, "game.json");
  writeFileSync(file, JSON.stringify({ seed: 23, decks: { A, B }, actions: game.actions }));
  const script = `
    import { readFileSync } from "node:fs";
    import { apply, createGame, hash } from ${JSON.stringify(join(process.cwd(), "engine/index.ts"))};
    const g = JSON.parse(readFileSync(${JSON.stringify(file)}, "utf8"));
    let s = createGame({ seed: g.seed, decks: g.decks });
    for (const a of g.actions) { const r = apply(s, a); if (!r.ok) throw new Error(r.rejection.message); s = r.state; }
    console.log(hash(s));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8" }).trim();
  assert.equal(out, hash(game.state));
});
