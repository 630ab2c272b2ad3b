/**
 * A small fuzz (the long one is `moxen fuzz`), reproduction files, and `moxen sim`'s figures.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame, seededRandom } from "../../app/host/play/random-game";
import { FUZZ_FORMAT, randomDeck, replayFuzz, runFuzz, type FuzzRepro } from "../../app/host/ai/fuzz";
import { runSim, wilson } from "../../app/host/ai/sim";
import { main } from "../../app/cli/main";
import { implementedCardNames } from "../../engine/index";

test("a small fuzz: random and heuristic games keep the engine's invariants and accept every offered action", () => {
  const r = runFuzz({ games: 4, seed: 1 });
  assert.equal(r.failure, undefined, r.failure ? JSON.stringify(r.failure.failure) : "");
  assert.equal(r.games, 4);
  assert.ok(r.actions > 100 && r.offeredChecked >= r.actions);
});

test("random fuzz decks are 40 implemented cards in two colors", () => {
  const names = new Set(implementedCardNames());
  for (let s = 1; s < 6; s++) {
    const d = randomDeck(seededRandom(s));
    assert.equal(d.length, 40);
    assert.ok(d.every((n) => names.has(n)));
  }
});

test("a moxen-fuzz/1 file replays: a good game does not reproduce a failure, a broken one does", () => {
  const decks = [...benchmarkDecks().values()];
  const game = playRandomGame({ seed: 4, decks: { A: decks[0]!.cards, B: decks[1]!.cards }, maxActions: 150 });
  const repro: FuzzRepro = {
    format: FUZZ_FORMAT, description: "test", seed: 4, decks: { A: decks[0]!.cards, B: decks[1]!.cards },
    players: { A: "random", B: "random" }, aiSeed: 1, actions: game.actions,
    failure: { kind: "invariant", message: "none", afterActions: 150 },
  };
  assert.equal(replayFuzz(JSON.parse(JSON.stringify(repro))).reproduced, false);
  const broken = { ...repro, actions: [...game.actions.slice(0, 40), { type: "cast", player: "A", card: "o9999" }] };
  const r = replayFuzz(broken);
  assert.equal(r.reproduced, true);
  assert.match(r.message, /after 40 actions/);
  assert.throws(() => replayFuzz({ format: "something-else" }), /moxen-fuzz\/1/);
});

test("Wilson intervals", () => {
  const [lo, hi] = wilson(190, 200);
  assert.ok(lo > 0.9 && lo < 0.92 && hi > 0.97 && hi < 0.98);
  assert.deepEqual(wilson(0, 0), [0, 1]);
  const [l0, h0] = wilson(0, 10);
  assert.equal(l0, 0);
  assert.ok(h0 > 0.27 && h0 < 0.29);
});

test("runSim counts wins, draws and turns, alternating who goes first", async () => {
  const d = [...benchmarkDecks().values()];
  const r = await runSim({ decks: [d[0]!.cards, d[1]!.cards], ai: ["random", "random"], games: 4, seed: 3, inline: true, turnCap: 15 });
  assert.equal(r.games, 4);
  assert.equal(r.wins[0] + r.wins[1] + r.draws, 4);
  assert.equal(r.side0First, 2);
  assert.ok(r.averageTurns > 0 && r.averageTurns <= 16);
  assert.ok(r.gamesPerSecond > 0);
});

test("moxen sim --json prints exactly one object with the documented keys", async () => {
  const logs: string[] = [];
  const orig = console.log;
  console.log = (...a: unknown[]) => { logs.push(a.join(" ")); };
  let code: number;
  try {
    code = await main(["sim", "--decks", "red-green-beats,white-blue-skies", "--ai", "random,heuristic", "--games", "2", "--json", "--turn-cap", "20"]);
  } finally {
    console.log = orig;
  }
  assert.equal(code, 0);
  assert.equal(logs.length, 1);
  const o = JSON.parse(logs[0]!);
  assert.deepEqual(Object.keys(o), ["games", "wins", "draws", "averageTurns", "gamesPerSecond", "averageDecisionMs"]);
  assert.equal(o.games, 2);
  assert.equal(o.wins.length, 2);
  assert.equal(o.averageDecisionMs.length, 2);
});

test("moxen sim and fuzz explain usage mistakes", async () => {
  const errs: string[] = [];
  const orig = console.error;
  console.error = (...a: unknown[]) => { errs.push(a.join(" ")); };
  try {
    assert.equal(await main(["sim", "--decks", "red-green-beats", "--ai", "random,random"]), 2);
    assert.equal(await main(["sim", "--decks", "red-green-beats,white-blue-skies", "--ai", "random,genius"]), 2);
    assert.equal(await main(["fuzz", "--replay", "/no/such/file.json"]), 2);
  } finally {
    console.error = orig;
  }
  assert.match(errs.join("\n"), /exactly two values/);
  assert.match(errs.join("\n"), /unknown AI "genius"/);
});

test("moxen fuzz writes a reproduction file that --replay reads", async () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-fuzz-"));
  try {
    const file = join(dir, "repro.json");
    const decks = [...benchmarkDecks().values()];
    const game = playRandomGame({ seed: 5, decks: { A: decks[2]!.cards, B: decks[3]!.cards }, maxActions: 60 });
    const doc = { format: FUZZ_FORMAT, seed: 5, decks: { A: decks[2]!.cards, B: decks[3]!.cards }, actions: [...game.actions, { type: "pass", player: "Z" }] };
    (await import("node:fs")).writeFileSync(file, JSON.stringify(doc));
    const logs: string[] = [];
    const orig = console.log;
    console.log = (...a: unknown[]) => { logs.push(a.join(" ")); };
    let code: number;
    try {
      code = await main(["fuzz", "--replay", file]);
    } finally {
      console.log = orig;
    }
    assert.equal(code, 1);
    assert.match(logs.join("\n"), /reproduced/);
    assert.ok(readFileSync(file, "utf8").includes(FUZZ_FORMAT));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
