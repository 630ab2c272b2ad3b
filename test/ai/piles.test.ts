/**
 * The heuristic's answers to the pile questions of combat (app/host/ai/piles.ts), on positions
 * played with the engine up to each question: Raging River's division balances the two piles,
 * its attacker takes the side without the blocker that would kill it, and Camouflage's piles
 * each get one good blocker; every answer is accepted by the engine.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, viewFor, type Action, type GameState } from "../../engine/index";
import { setupScenario } from "../../engine/scenario/setup";
import { resolveRef } from "../../engine/scenario/refs";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { legalActionList } from "../../engine/index";

/** The position at A's declaration of attackers. */
function start(players: object): GameState {
  const s = setupScenario({ format: "moxen-scenario/1", name: "piles", turn: { number: 3, active: "A", step: "beginning_of_combat" }, players } as never, (g, ref, field) => resolveRef(g, ref, field)).state;
  return run(run(s, { type: "pass", player: "A" }), { type: "pass", player: "B" });
}
const id = (s: GameState, name: string) => [...s.battlefield].find((x) => s.objects[x]!.name === name)!;
function run(s: GameState, a: object): GameState {
  const r = apply(s, a as Action);
  assert.ok(r.ok, JSON.stringify(r));
  return r.state;
}
function aiAnswer(s: GameState): Action {
  const d = s.decision!;
  const p = d.player;
  const a = heuristicDecide({ view: viewFor(s, p), legal: legalActionList(s, p), knowledge: {} as never, memory: { mulligans: 0, regenTurn: 0, regenerated: [] } as never, rand: () => 0, state: s });
  return a;
}
const lib = ["Forest", "Forest", "Forest"];

test("Raging River: the defender balances its piles, the attacker takes the side that can't kill its creature", () => {
  let s = start({
    A: { library: lib, battlefield: ["Raging River", "Grizzly Bears"] },
    B: { library: lib, battlefield: ["Hill Giant", "Gray Ogre", "Llanowar Elves", "Scryb Sprites"] },
  });
  const bears = id(s, "Grizzly Bears");
  s = run(s, { type: "attack", player: "A", attackers: [bears] });
  s = run(s, { type: "pass", player: "A" });
  s = run(s, { type: "pass", player: "B" });
  assert.equal(s.decision?.kind === "choose" && s.decision.choice.type === "cards" && s.decision.choice.pile?.kind, "divide_left_right");
  const divide = aiAnswer(s);
  assert.ok(divide.type === "choose" && divide.cards);
  const left = divide.cards!.map((x) => s.objects[x]!.name);
  // The two 3-power creatures, which kill the Bears, are split between the piles; Scryb Sprites (flying) is in neither.
  assert.equal(left.includes("Hill Giant") !== left.includes("Gray Ogre"), true, `left pile: ${left.join(", ")}`);
  assert.ok(!left.includes("Scryb Sprites"));
  s = run(s, divide);
  // A then chooses a side for the Bears (both piles hold a killer here: either is legal).
  const side = aiAnswer(s);
  assert.ok(side.type === "choose" && (side.value === 1 || side.value === 2));
  s = run(s, side);
  assert.equal(s.ruleEffects?.filter((r) => r.rule === "blocked_only_by_flying_or_among").length, 1);
});

test("Raging River: with the killer alone on the left, the attacker chooses \"right\"", () => {
  let s = start({
    A: { library: lib, battlefield: ["Raging River", "Grizzly Bears"] },
    B: { library: lib, battlefield: ["Hill Giant", "Llanowar Elves"] },
  });
  s = run(s, { type: "attack", player: "A", attackers: [id(s, "Grizzly Bears")] });
  s = run(s, { type: "pass", player: "A" });
  s = run(s, { type: "pass", player: "B" });
  s = run(s, { type: "choose", player: "B", cards: [id(s, "Hill Giant")] });
  const side = aiAnswer(s);
  assert.deepEqual(side, { type: "choose", player: "A", value: 2 });
});

test("Camouflage: each pile gets one of the defender's good blockers, and the engine accepts the piles", () => {
  let s = start({
    A: { library: lib, hand: ["Camouflage"], battlefield: ["Forest", "Grizzly Bears", "Hill Giant"] },
    B: { library: lib, battlefield: ["Wall of Wood", "Wall of Stone"] },
  });
  s = run(s, { type: "attack", player: "A", attackers: [id(s, "Grizzly Bears"), id(s, "Hill Giant")] });
  s = run(s, { type: "cast", player: "A", card: s.players.A.hand[0] });
  for (const p of ["A", "B", "A", "B"]) s = run(s, { type: "pass", player: p });
  const first = aiAnswer(s);
  assert.ok(first.type === "choose" && first.cards?.length === 1, JSON.stringify(first));
  s = run(s, first);
  const second = aiAnswer(s);
  assert.ok(second.type === "choose" && second.cards?.length === 1 && second.cards[0] !== first.cards![0], JSON.stringify(second));
  s = run(s, second);
  assert.equal(s.turn.step, "declare_blockers");
  assert.equal(Object.values(s.objects).filter((o) => o.blocking?.length).length, 2, "both walls block");
});
