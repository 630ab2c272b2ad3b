/**
 * Absurd numbers in a scenario file (turn 1e308, life -1e18, a billion counters) are a broken
 * file, not a position: each is refused with an error naming the field, before anything runs.
 * Every number the format has is bounded; values a real game reaches still load.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { FormatError, SCENARIO_BOUNDS, validateScenario } from "../../engine/scenario/format";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";

const base = () => ({
  format: "moxen-scenario/1", name: "bounds", turn: { number: 3, active: "A", step: "precombat_main" },
  players: { A: { life: 20, battlefield: [{ card: "Grizzly Bears", counters: { "+1/+1": 1 } }], hand: ["Lightning Bolt"] }, B: { life: 20 } },
  actions: [{ by: "A", do: "cast", card: "A:Lightning Bolt", targets: ["B"] }],
  expect: { players: { B: { life: 17 } } },
}) as Record<string, any>;

const cases: [string, (s: Record<string, any>) => void, string | RegExp][] = [
  // The four the task names, with their exact messages.
  ["turn 1e308", (s) => (s.turn.number = 1e308), 'field "turn.number": must be a turn number from 0 to 10000'],
  ["life -1e18", (s) => (s.players.A.life = -1e18), 'field "players.A.life": must be a whole number from -1000000 to 1000000'],
  ["life 1.5", (s) => (s.players.B.life = 1.5), 'field "players.B.life": must be a whole number from -1000000 to 1000000'],
  ["a billion counters", (s) => (s.players.A.battlefield[0].counters["+1/+1"] = 1e9), 'field "players.A.battlefield[0].counters.+1/+1": must be a whole number from 0 to 10000'],
  // Setup.
  ["turn 10001", (s) => (s.turn.number = 10_001), /^field "turn\.number"/],
  ["turn 2.5", (s) => (s.turn.number = 2.5), /^field "turn\.number"/],
  ["life 1000001", (s) => (s.players.A.life = 1_000_001), /^field "players\.A\.life"/],
  ["life NaN-like string", (s) => (s.players.A.life = "20"), /^field "players\.A\.life"/],
  ["poison 1e300", (s) => (s.players.A.poison = 1e300), 'field "players.A.poison": must be a whole number from 0 to 1000'],
  ["poison -1", (s) => (s.players.A.poison = -1), /^field "players\.A\.poison"/],
  ["lands played 1e7", (s) => (s.players.A.landsPlayed = 1e7), /^field "players\.A\.landsPlayed"/],
  ["damage 1e20", (s) => (s.players.A.battlefield[0].damage = 1e20), 'field "players.A.battlefield[0].damage": must be a whole number from 0 to 1000000'],
  ["damage 0.5", (s) => (s.players.A.battlefield[0].damage = 0.5), /^field "players\.A\.battlefield\[0\]\.damage"/],
  ["negative counters", (s) => (s.players.A.battlefield[0].counters["+1/+1"] = -1), /^field "players\.A\.battlefield\[0\]\.counters\.\+1\/\+1"/],
  ["seed 1e300", (s) => (s.seed = 1e300), /^field "seed"/],
  ["seed 0.5", (s) => (s.seed = 0.5), /^field "seed"/],
  ["starting life 1e100", (s) => (s.rules = { startingLife: 1e100 }), /^field "rules\.startingLife"/],
  ["maximum hand size 1e9", (s) => (s.rules = { maxHandSize: 1e9 }), /^field "rules\.maxHandSize"/],
  ["a stack entry's x 1e6", (s) => (s.stack = [{ card: "Fireball", controller: "A", targets: ["B"], x: 1e6 }]), 'field "stack[0].x": must be a whole number from 0 to 1000'],
  ["a stack entry's mode 0", (s) => (s.stack = [{ card: "Lightning Bolt", controller: "A", targets: ["B"], choices: { mode: 0 } }]), /^field "stack\[0\]\.choices\.mode"/],
  // Actions.
  ["x 1e12", (s) => (s.actions[0].x = 1e12), 'field "actions[0].x": must be a whole number from 0 to 1000'],
  ["x 1.5", (s) => (s.actions[0].x = 1.5), /^field "actions\[0\]\.x"/],
  ["advance to turn 1e308", (s) => s.actions.push({ by: "A", do: "advance", to: "end", turn: 1e308 }), 'field "actions[1].turn": must be a turn number from 1 to 10000'],
  ["advance to turn 0", (s) => s.actions.push({ by: "A", do: "advance", to: "end", turn: 0 }), /^field "actions\[1\]\.turn"/],
  ["ability 1e9", (s) => s.actions.push({ by: "A", do: "activate", card: "A:Grizzly Bears", ability: 1e9 }), /^field "actions\[1\]\.ability"/],
  ["a chosen number 1e18", (s) => s.actions.push({ by: "A", do: "choose", value: 1e18 }), /^field "actions\[1\]\.value"/],
  ["a chosen number 2.5", (s) => s.actions.push({ by: "A", do: "choose", value: 2.5 }), /^field "actions\[1\]\.value"/],
  ["mode 1e9", (s) => (s.actions[0].choices = { mode: 1e9 }), 'field "actions[0].choices.mode": must be a mode number from 1 to 100'],
  ["divided damage 1e18", (s) => (s.actions[0].choices = { divide: { B: 1e18 } }), 'field "actions[0].choices.divide.B": must be a whole number from 0 to 1000000'],
  ["assigned damage -1e18", (s) => s.actions.push({ by: "A", do: "assign", attacker: "A:Grizzly Bears", damage: { B: -1e18 } }), 'field "actions[1].damage.B": must be a whole number from 0 to 1000000'],
  ["life paid 1e18", (s) => (s.actions[0].costs = { life: 1e18 }), /^field "actions\[0\]\.costs\.life"/],
  ["counters removed 1e9", (s) => (s.actions[0].costs = { counters: { charge: 1e9 } }), /^field "actions\[0\]\.costs\.counters\.charge"/],
  // Expectations.
  ["expected life -1e18", (s) => (s.expect.players.B.life = -1e18), /^field "expect\.players\.B\.life"/],
  ["expected poison 1001", (s) => (s.expect.players.B.poison = 1001), /^field "expect\.players\.B\.poison"/],
  ["expected turn 1e308", (s) => (s.expect.turn = { number: 1e308 }), /^field "expect\.turn\.number"/],
  ["expected hand count 1e9", (s) => (s.expect.players.B.hand = { count: 1e9 }), 'field "expect.players.B.hand.count": must be a whole number from 0 to 10000'],
  ["expected count of a name 1.5", (s) => (s.expect.players.B.graveyard = { countOf: { "Grizzly Bears": 1.5 } }), /^field "expect\.players\.B\.graveyard\.countOf\.Grizzly Bears"/],
  ["expected power 1e18", (s) => (s.expect.objects = { "A:Grizzly Bears": { power: 1e18 } }), /^field "expect\.objects\.A:Grizzly Bears\.power"/],
  ["expected damage -1", (s) => (s.expect.objects = { "A:Grizzly Bears": { damage: -1 } }), /^field "expect\.objects\.A:Grizzly Bears\.damage"/],
  ["expected counters 1e9", (s) => (s.expect.objects = { "A:Grizzly Bears": { counters: { "+1/+1": 1e9 } } }), /^field "expect\.objects\.A:Grizzly Bears\.counters\.\+1\/\+1"/],
  ["an expected stack entry's x 1e9", (s) => (s.expect.stack = [{ name: "Fireball", x: 1e9 }]), /^field "expect\.stack\[0\]\.x"/],
  ["an expected stack count 1e9", (s) => (s.expect.stack = { count: 1e9 }), /^field "expect\.stack\.count"/],
  // Puzzles.
  ["a puzzle by turn 1e308", (s) => (s.puzzle = { goal: "win", by: { turn: 1e308, step: "cleanup" } }), /^field "puzzle\.by\.turn"/],
];

for (const [what, change, error] of cases) {
  test(`a scenario with ${what} is refused with a field error`, () => {
    const s = base();
    change(s);
    assert.throws(() => validateScenario(s), (e: unknown) => {
      assert.ok(e instanceof FormatError, `a FormatError, got ${e}`);
      if (typeof error === "string") assert.equal(e.message, error);
      else assert.match(e.message, error);
      return true;
    });
  });
}

test("the same scenario with ordinary numbers loads and runs", () => {
  const s = validateScenario(base()) as Scenario;
  const started = startScenario(s);
  assert.equal(started.state.players.A.life, 20);
});

test("values at the edges of every bound, and what the spec allows, still load", () => {
  const s = base();
  s.seed = Number.MAX_SAFE_INTEGER;
  s.rules = { startingLife: 0, maxHandSize: SCENARIO_BOUNDS.count };
  s.turn.number = SCENARIO_BOUNDS.turn;
  s.players.A.life = -SCENARIO_BOUNDS.life; // a negative life total is a position (the game then ends)
  s.players.B.life = SCENARIO_BOUNDS.life;
  s.players.A.poison = SCENARIO_BOUNDS.poison;
  s.players.A.landsPlayed = 0;
  Object.assign(s.players.A.battlefield[0], { damage: SCENARIO_BOUNDS.damage, counters: { "+1/+1": SCENARIO_BOUNDS.count, "-0/-1": 0 } });
  s.stack = [{ card: "Fireball", controller: "A", targets: ["B"], x: SCENARIO_BOUNDS.x, choices: { divide: { B: 0 } } }];
  s.actions.push(
    { by: "A", do: "advance", to: "end", turn: SCENARIO_BOUNDS.turn },
    { by: "A", do: "activate", card: "A:Grizzly Bears", ability: SCENARIO_BOUNDS.index, x: 0, costs: { life: SCENARIO_BOUNDS.damage, counters: { charge: SCENARIO_BOUNDS.count } } },
    { by: "B", do: "choose", value: -SCENARIO_BOUNDS.life },
    { by: "B", do: "choose", value: 0 },
    { by: "A", do: "assign", attacker: "A:Grizzly Bears", damage: { B: SCENARIO_BOUNDS.damage, "B:Grizzly Bears": 0 } },
  );
  s.actions[0].choices = { mode: 1, divide: { B: 3 } };
  s.expect = {
    turn: { number: 0 },
    stack: [{ name: "Fireball", x: SCENARIO_BOUNDS.x }],
    players: { A: { life: -SCENARIO_BOUNDS.life, poison: 0, landsPlayed: SCENARIO_BOUNDS.count, maxHandSize: 0, hand: { count: 0 }, graveyard: { countOf: { "Grizzly Bears": SCENARIO_BOUNDS.count } } } },
    objects: { "A:Grizzly Bears": { power: -SCENARIO_BOUNDS.life, toughness: SCENARIO_BOUNDS.life, damage: 0, counters: { "+1/+1": SCENARIO_BOUNDS.count } } },
  };
  s.puzzle = { goal: "win", by: { turn: 1, step: "cleanup" } };
  assert.doesNotThrow(() => validateScenario(s));
  // Turn 0 is the spec's "before the game" (mulligans): still allowed where a game starts.
  assert.doesNotThrow(() => validateScenario({ format: "moxen-scenario/1", name: "pre-game", turn: { number: 0 } }));
});
