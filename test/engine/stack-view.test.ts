/**
 * The view tells a triggered ability on the stack from an activated one (the table passes over
 * the player's own spells and activations, but stops for their triggers, and shows only the
 * opponent's casts and activations large).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { viewFor } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";

test("a triggered ability on the stack is marked triggered; an activated one is not", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "stack view",
    turn: { number: 2, active: "B", step: "end" },
    players: {
      A: { battlefield: [{ card: "Juzám Djinn" }, { card: "Prodigal Sorcerer", id: "ps" }], library: [{ card: "Island" }] },
      B: { library: [{ card: "Island" }] },
    },
    actions: [{ by: "A", do: "advance", to: "upkeep", turn: 3 }, { by: "A", do: "activate", card: "ps", targets: ["B"] }],
  }));
  const stack = viewFor(g.state, "B").stack;
  assert.equal(stack.length, 2);
  const [trigger, activated] = stack;
  assert.match(trigger!.text ?? "", /^At the beginning of your upkeep/);
  assert.equal(trigger!.triggered, true);
  assert.equal(activated!.name, "Prodigal Sorcerer");
  assert.equal(activated!.triggered, undefined);
});
