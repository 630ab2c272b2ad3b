/**
 * A stack item owns its targets and choices: an action object reused or changed by its sender
 * after it was applied (a computer player's candidate list, a network message buffer) must not
 * change the game. Before, castSpell stored the action's own targets array, so a simulation that
 * later reused the array could leave Power Sink on the stack with no target.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, applyInPlace, serialize, type Action, type GameState } from "../../engine/index";
import { startScenario } from "../../engine/scenario/run";
import type { Scenario } from "../../engine/scenario/format";

/** B has cast Grizzly Bears and passed; A holds Power Sink with five lands. */
function bearsOnStack(): { state: GameState; bears: string; sink: string } {
  const sc = {
    format: "moxen-scenario/1", name: "isolation", turn: { number: 4, active: "B", step: "precombat_main" },
    players: {
      A: { battlefield: ["Island", "Island", "Island", "Mountain", "Mountain"], hand: ["Power Sink"], library: ["Island"] },
      B: { battlefield: ["Forest", "Forest"], hand: ["Grizzly Bears"], library: ["Forest"] },
    },
  } as Scenario;
  let s = startScenario(sc).state;
  const bears = s.players.B.hand[0]!;
  for (const a of [{ type: "cast", player: "B", card: bears }, { type: "pass", player: "B" }] as Action[]) {
    const r = apply(s, a);
    assert.ok(r.ok, r.ok ? "" : r.rejection.message);
    s = r.state;
  }
  const bearsItem = s.stack[0]!.id;
  return { state: s, bears: bearsItem, sink: s.players.A.hand[0]! };
}

for (const how of ["apply", "applyInPlace"] as const) {
  test(`${how}: changing a cast action afterwards leaves the stack item's targets and choices alone`, () => {
    const { state, bears, sink } = bearsOnStack();
    const targets = [bears];
    const action = { type: "cast", player: "A", card: sink, targets, x: 1 } as Action;
    const r = how === "apply" ? apply(state, action) : applyInPlace(state, action);
    assert.ok(r.ok, r.ok ? "" : r.rejection.message);
    const before = serialize(r.state);
    targets.length = 0; // the sender reuses its array
    assert.equal(serialize(r.state), before, "the game changed with the action object");
    const item = r.state.stack.find((i) => i.name === "Power Sink")!;
    assert.deepEqual(item.targets, [bears]);
  });
}

test("applyInPlace: a mode chosen in an action is copied, not shared", () => {
  const sc = {
    format: "moxen-scenario/1", name: "modes", turn: { number: 4, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Plains"], hand: ["Healing Salve"], library: ["Plains"] }, B: { battlefield: [{ card: "Mons's Goblin Raiders", id: "gr" }], library: ["Forest"] } },
  } as Scenario;
  const s = startScenario(sc).state;
  const choices = { mode: 2 };
  const r = applyInPlace(s, { type: "cast", player: "A", card: s.players.A.hand[0]!, targets: [s.battlefield.find((id) => s.objects[id]!.name === "Mons's Goblin Raiders")!], choices } as Action);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  choices.mode = 1;
  assert.equal(r.state.stack[0]!.choices?.mode, 2);
});
