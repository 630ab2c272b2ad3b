/**
 * Digging for the finisher with the engine's mana (combo.ts `digStep`): Power Artifact on Basalt
 * Monolith makes mana without end, but with no Fireball in hand it wins nothing. The computer runs
 * the engine and casts Braingeyser (`xUse` "draw") at itself for X = 10 paid from the pool (the
 * largest X offered below "all the mana", which would spend the Mountain the Fireball needs; never
 * more than the library holds less three: drawing from an empty library loses, CR 704.5b), then
 * the Fireball it draws with the same engine. Gauntlet game (seed 11, against Workshop Aggro): the
 * engine assembled on turn 11, Braingeyser drawn on turn 15 and cast for X=5 (the lands' mana),
 * no Fireball found, lost at 3 life.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const OPP = Array.from({ length: 8 }, () => "Plains");
const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Braingeyser", "Mountain"];
type Entry = { card: string };

function position(library: string[], hand: Entry[], graveyard: string[] = [], lands: Entry[] = []): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "dig",
    turn: { number: 15, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: [...lands, { card: "Mountain" }, { card: "Island" }, { card: "Island" }, { card: "Basalt Monolith", id: "mono" }, { card: "Power Artifact", attachedTo: "mono" }], hand, library, graveyard, life: 3 },
      B: { life: 20, library: OPP },
    },
  } as never)).state;
}

function decide(state: GameState, p: "A" | "B"): Action {
  const legal = legalActionList(state, p);
  const a = heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: p === "A" ? COMBO : OPP, opponentDeck: p === "A" ? OPP : COMBO }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), `an offered action: ${JSON.stringify(a)}`);
  return a;
}

function playTurn(start: GameState): { state: GameState; steps: string[] } {
  let s = start;
  const steps: string[] = [];
  for (let i = 0; i < 600 && !s.outcome && s.turn.number === start.turn.number; i++) {
    const p = legalActionList(s, "A").length ? "A" : "B";
    const act = decide(s, p);
    if (p === "A" && act.type === "cast") steps.push(`cast ${s.objects[act.card]?.name}${act.x !== undefined ? ` X=${act.x}` : ""}`);
    const r = apply(s, act);
    assert.ok(r.ok, `a legal action: ${JSON.stringify(act)}`);
    s = r.state;
  }
  return { state: s, steps };
}

// A library of 30: the Fireball 9th from the top.
const LIB = [...Array.from({ length: 8 }, () => "Mountain"), "Fireball", ...Array.from({ length: 21 }, () => "Mountain")];

test("the engine running and no Fireball in hand: Braingeyser for 10, then the Fireball it found wins from 3 life against 20", () => {
  const { state, steps } = playTurn(position(LIB, [{ card: "Braingeyser" }]));
  assert.ok(steps.includes("cast Braingeyser X=10"), steps.join("; "));
  assert.equal(state.outcome?.winner, "A", steps.join("; "));
  assert.match(steps.at(-1)!, /^cast Fireball X=(\d+)$/);
});

test("a library of 8: Braingeyser for 5 at most, never the whole library", () => {
  const { steps } = playTurn(position(["Mountain", "Mountain", "Fireball", ...Array.from({ length: 5 }, () => "Mountain")], [{ card: "Braingeyser" }]));
  assert.ok(steps.includes("cast Braingeyser X=5"), steps.join("; "));
});

test("every Fireball of the deck already in the graveyard: no dig (nothing to find, the library would only run out)", () => {
  const { steps } = playTurn(position(LIB.map(() => "Mountain"), [{ card: "Braingeyser" }], ["Fireball"]));
  assert.ok(!steps.some((x) => /Braingeyser X=(2\d|3\d)/.test(x)), steps.join("; "));
});

test("no X draw spell: Timetwister (`draws` 7) is cast with the engine running, though it refills the opponent's hand too, and the Fireball it draws wins", () => {
  const { state, steps } = playTurn(position(Array.from({ length: 12 }, () => "Fireball"), [{ card: "Timetwister" }, { card: "Giant Growth" }, { card: "Giant Growth" }, { card: "Lightning Bolt" }], [], [{ card: "Mountain" }]));
  // (With Timetwister on the stack the Bolt goes at the opponent before it is shuffled away: a second Mountain keeps the Fireball's red.)
  assert.equal(steps[0], "cast Timetwister", steps.join("; "));
  assert.equal(state.outcome?.winner, "A", steps.join("; "));
});
