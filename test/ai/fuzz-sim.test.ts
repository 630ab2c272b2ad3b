/**
 * A small fuzz (the long one is `moxen fuzz`), reproduction files, and `moxen sim`'s figures.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchmarkDecks } from "../../app/host/play/decks";
import { seededRandom } from "../../app/host/play/random-game";
import { fuzzGame, randomDeck, replayFuzz, runFuzz, scenarioText } from "../../app/host/ai/fuzz";
import { runSim, wilson } from "../../app/host/ai/sim";
import { main } from "../../app/cli/main";
import { apply, hash, implementedCardNames, type Action, type GameState } from "../../engine/index";
import { validateScenario, type Scenario } from "../../engine/scenario/format";
import { playScenario, runScenarioJson, startScenario, stepScenario } from "../../engine/scenario/run";

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

test("a fuzz game is a scenario: its file, played by the scenario runner, is the same game", () => {
  // Games 0 and 6: benchmark decks; 1 and 3: random decks; random and heuristic players.
  for (const g of [0, 1, 3, 6]) {
    const game = fuzzGame(g, 40 + g, { maxActions: 400 }, { checkOffered: false, roundTripEvery: 0 });
    assert.equal(game.failure, undefined);
    const doc = JSON.parse(scenarioText(game.scenario)) as Scenario;
    assert.equal(doc.format, "moxen-scenario/1");
    assert.equal(doc.actions!.length, game.actions);
    assert.ok(game.actions > 100, `game ${g} played ${game.actions} actions`);
    assert.equal(hash(playScenario(validateScenario(doc)).state), hash(game.final), `game ${g}`);
    assert.deepEqual(runScenarioJson(doc), { name: doc.name, pass: true, failures: [] });
  }
});

test("a fuzz game with tokens is a scenario too: a token made during the game is named as its controller's N-th permanent of that name", () => {
  // The first random-deck game (seeds from 4001) in which a token made during play is named in an
  // action: its file, played by the scenario runner, is the same game.
  // Random decks draw from every implemented card (few make tokens): games of up to 1,000 actions.
  for (let g = 1; g < 600; g += 2) {
    const game = fuzzGame(g, 4000 + g, { maxActions: 1000 }, { checkOffered: false, roundTripEvery: 0 });
    const text = scenarioText(game.scenario);
    if (!/"[AB]:battlefield:[^"]+#\d+"/.test(text)) continue;
    const doc = JSON.parse(text) as Scenario;
    assert.equal(hash(playScenario(validateScenario(doc)).state), hash(game.final), `game ${g}`);
    assert.deepEqual(runScenarioJson(doc), { name: doc.name, pass: true, failures: [] });
    return;
  }
  assert.fail("no fuzz game among the first 300 named a token made during play");
});

/** An apply with a planted bug from its `at`-th call on. */
function plantedBug(at: number, bug: (s: GameState, a: Action) => ReturnType<typeof apply>) {
  let calls = 0;
  return (s: GameState, a: Action) => (++calls === at ? bug(s, a) : apply(s, a));
}

test("a fuzz failure is written as a scenario file that ends at the failing action", () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-fuzz-"));
  try {
    // An engine that loses track of a card: the invariant check catches it after that action.
    const lost = plantedBug(60, (s, a) => {
      const r = apply(s, a);
      if (r.ok) r.state.players.A.library.push(r.state.players.A.library[0]!);
      return r;
    });
    const r = runFuzz({ games: 2, seed: 5, out: dir, checkOffered: false, applyForTest: lost });
    assert.equal(r.failure?.failure.kind, "invariant");
    assert.equal(r.failure.failure.afterActions, 60);
    assert.match(r.failure.failure.message, /is in A's library and in A's library/);
    assert.equal(r.file, join(dir, "fuzz-failure-seed-5.json"));
    const doc = validateScenario(JSON.parse(readFileSync(r.file!, "utf8")));
    assert.equal(doc.actions!.length, 60);
    assert.match(doc.description!, /invariant after 60 actions/);
    // The real engine has no such bug: the same 60 actions play cleanly.
    assert.equal(runScenarioJson(doc).pass, true);

    // An engine that refuses what it offered: the refused action is the file's last.
    const refusing = plantedBug(31, () => ({ ok: false, rejection: { code: "not_allowed", message: "planted refusal" } }));
    const r2 = runFuzz({ games: 1, seed: 9, out: dir, checkOffered: false, applyForTest: refusing });
    assert.equal(r2.failure?.failure.kind, "offered_action_rejected");
    const doc2 = validateScenario(JSON.parse(readFileSync(r2.file!, "utf8")));
    assert.equal(doc2.actions!.length, 31);
    assert.equal(doc2.actions![30]!.by, r2.failure.failure.action!.player);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("replaying a scenario with the fuzzer's checks: a good game passes, an illegal action is reported", () => {
  const game = fuzzGame(2, 11, { maxActions: 120 }, { checkOffered: false, roundTripEvery: 0 });
  const doc = JSON.parse(scenarioText(game.scenario)) as Scenario;
  assert.deepEqual(replayFuzz(doc), { reproduced: false, message: "all 120 actions replayed without a failure" });
  // The player without priority tries to pass: rejected at that action, by both replays.
  const waiting = game.final.priority === "A" || game.final.decision?.player === "A" ? "B" : "A";
  const broken = { ...doc, actions: [...doc.actions!, { by: waiting, do: "pass" }] };
  const r = replayFuzz(broken);
  assert.equal(r.reproduced, true);
  assert.match(r.message, /^action_failed at actions\[120\]: .*actions\[120\] \(pass by [AB]\) was rejected/);
  const run = runScenarioJson(broken);
  assert.equal(run.pass, false);
  assert.match(run.failures[0]!, /actions\[120\] \(pass by [AB]\) was rejected/);
  assert.throws(() => replayFuzz({ format: "moxen-fuzz/1" }), /field "format"/);
});

test("the scenario runner stops at the action after which an engine invariant is broken", () => {
  const sg = startScenario(validateScenario({
    format: "moxen-scenario/1", name: "t", players: { A: { hand: ["Mountain"] }, B: {} },
  }));
  const card = sg.state.players.A.hand[0]!;
  sg.state.players.A.graveyard.push(card); // the same card in two zones
  assert.throws(() => stepScenario(sg, { by: "A", do: "pass" }, 0), /after actions\[0\] \(pass by A\) the engine broke an invariant: card \d+ \(Mountain\) is in A's hand and in A's graveyard/);
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

test("moxen fuzz --replay reads a scenario file and exits 1 when a failure happens", async () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-fuzz-"));
  try {
    const game = fuzzGame(4, 5, { maxActions: 60 }, { checkOffered: false, roundTripEvery: 0 });
    const good = join(dir, "good.json");
    const bad = join(dir, "bad.json");
    writeFileSync(good, scenarioText(game.scenario));
    writeFileSync(bad, scenarioText({ ...game.scenario, actions: [...game.scenario.actions!, { by: "A", do: "cast", card: "A99" }] }));
    const logs: string[] = [];
    const orig = console.log;
    console.log = (...a: unknown[]) => { logs.push(a.join(" ")); };
    try {
      assert.equal(await main(["fuzz", "--replay", good]), 0);
      assert.equal(await main(["fuzz", "--replay", bad]), 1);
    } finally {
      console.log = orig;
    }
    assert.match(logs[0]!, /^not reproduced: all 60 actions replayed/);
    assert.match(logs[1]!, /^reproduced: action_failed at actions\[60\]: .*"A99" matches nothing/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
