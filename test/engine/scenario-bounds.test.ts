/**
 * Absurd numbers in a scenario file (turn 1e308, life -1e18, a billion counters) are a broken
 * file, not a position: each is refused with an error naming the field, before anything runs.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { FormatError, validateScenario } from "../../engine/scenario/format";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";

const base = () => ({
  format: "moxen-scenario/1", name: "bounds", turn: { number: 3, active: "A", step: "precombat_main" },
  players: { A: { life: 20, battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }], hand: ["Lightning Bolt"] }, B: { life: 20 } },
  actions: [{ by: "A", do: "cast", card: "A:Lightning Bolt", targets: ["B"] }],
  expect: { players: { B: { life: 17 } } },
}) as Record<string, any>;

const cases: [string, (s: Record<string, any>) => void, RegExp][] = [
  ["turn 1e308", (s) => (s.turn.number = 1e308), /field "turn.number": must be a whole number from 0 to 100000/],
  ["life -1e18", (s) => (s.players.A.life = -1e18), /field "players.A.life": must be a whole number from -1000000000 to 1000000000/],
  ["life 1.5", (s) => (s.players.B.life = 1.5), /field "players.B.life"/],
  ["a billion counters", (s) => (s.players.A.battlefield[0].counters["+1/+1"] = 1e9), /field "players.A.battlefield\[0\].counters"/],
  ["poison 1e300", (s) => (s.players.A.poison = 1e300), /field "players.A.poison"/],
  ["damage Infinity-like", (s) => (s.players.A.battlefield[0].damage = 1e20), /field "players.A.battlefield\[0\].damage"/],
  ["x 1e12", (s) => (s.actions[0].x = 1e12), /field "actions\[0\].x": must be a whole number from 0 to 1000/],
  ["seed 1e300", (s) => (s.seed = 1e300), /field "seed"/],
  ["starting life 1e100", (s) => (s.rules = { startingLife: 1e100 }), /field "rules.startingLife"/],
  ["expected life -1e18", (s) => (s.expect.players.B.life = -1e18), /field "expect.players.B.life"/],
  ["advance to turn 1e308", (s) => s.actions.push({ by: "A", do: "advance", to: "end", turn: 1e308 }), /field "actions\[1\].turn"/],
];

for (const [what, change, error] of cases) {
  test(`a scenario with ${what} is refused with a field error`, () => {
    const s = base();
    change(s);
    assert.throws(() => validateScenario(s), (e: unknown) => e instanceof FormatError && error.test(e.message));
  });
}

test("the same scenario with ordinary numbers loads and runs", () => {
  const s = validateScenario(base()) as Scenario;
  const started = startScenario(s);
  assert.equal(started.state.players.A.life, 20);
});
