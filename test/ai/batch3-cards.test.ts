/**
 * The heuristic uses batch 3's new kinds of card from what they do, not by name: a Circle of
 * Protection against the burn spell aimed at it (choosing that spell as the source), and Maze of
 * Ith on the creature attacking it.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 6 }, () => "Plains");

function decide(state: GameState, p: "A" | "B"): Action {
  const legal = legalActionList(state, p);
  return heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: LIB, opponentDeck: LIB }, memory: newMemory(), rand: seededRandom(1) });
}

/** Lets the heuristic play for `p` until the stack is empty or `steps` decisions are made. */
function playFor(state: GameState, p: "A" | "B", steps: number): GameState {
  let s = state;
  for (let i = 0; i < steps && s.stack.length; i++) {
    const who = whoMustAct(s);
    if (!who) break;
    const a = who === p ? decide(s, p) : ({ type: "pass", player: who } as Action);
    const r = apply(s, a);
    if (!("state" in r)) throw new Error(`rejected: ${JSON.stringify(r)}`);
    s = r.state;
  }
  return s;
}

test("facing a Lightning Bolt, the heuristic activates its Circle of Protection: Red and chooses the Bolt", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "CoP: Red against Bolt",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { hand: ["Lightning Bolt"], battlefield: ["Mountain", { card: "Goblin Balloon Brigade", id: "gob" }], library: LIB },
      B: { life: 3, battlefield: ["Circle of Protection: Red", "Plains"], library: LIB },
    },
    actions: [{ by: "A", do: "cast", card: "A:hand:Lightning Bolt", targets: ["B"] }, { by: "A", do: "pass" }],
  }));
  const first = decide(g.state, "B");
  assert.equal(first.type, "activate", "the Circle is used in response");
  const after = playFor(g.state, "B", 12);
  assert.equal(after.players.B.life, 3, "the Bolt's damage was prevented");
});

test("attacked by a big creature, the heuristic untaps it with Maze of Ith so its damage is prevented", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Maze of Ith against an attacker",
    turn: { number: 3, active: "A", step: "declare_attackers" },
    players: {
      A: { battlefield: [{ card: "Craw Wurm", id: "wurm", attacking: true, tapped: true }], library: LIB },
      B: { life: 5, battlefield: [{ card: "Maze of Ith", id: "maze" }], library: LIB },
    },
    actions: [{ by: "A", do: "pass" }],
  }));
  let s = g.state;
  // B acts in declare attackers (or at declare blockers): the Maze is used on the Wurm before damage.
  for (let i = 0; i < 12 && !s.outcome && s.turn.step !== "end_of_combat"; i++) {
    const who = whoMustAct(s)!;
    const a = who === "B" ? decide(s, "B") : ({ type: "pass", player: who } as Action);
    const r = apply(s, a);
    if (!("state" in r)) throw new Error(`rejected: ${JSON.stringify(r)}`);
    s = r.state;
  }
  assert.equal(s.players.B.life, 5, "no combat damage got through");
});
