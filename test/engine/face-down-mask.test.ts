/**
 * Face-down spells and permanents (CR 708, Illusionary Mask): the opponent's view, its known state
 * and the log never name the card (CR 708.2a); its controller's view shows it (CR 708.5).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { apply, viewFor, type Action, type GameEvent, type GameState } from "../../engine/index";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { setupScenario } from "../../engine/scenario/setup";
import { resolveRef } from "../../engine/scenario/refs";
import { applyAction } from "../../engine/core/actions";
import { knownStateFor } from "../../engine/core/known";
import { publicHash } from "../../engine/core/hidden";

test("a creature cast face down with Illusionary Mask is hidden from the opponent and shown to its controller", () => {
  let s: GameState = setupScenario({
    format: "moxen-scenario/1", name: "mask", turn: { number: 3, active: "A", step: "precombat_main" },
    players: { A: { battlefield: [{ card: "Illusionary Mask", id: "mask" }, "Forest", "Forest"], hand: [{ card: "Grizzly Bears", id: "bears" }], library: ["Island", "Island"] }, B: { library: ["Island", "Island"] } },
  } as never, (g, ref, field) => resolveRef(g, ref, field)).state;
  const events: string[] = [];
  const act = (a: Action) => { const r = applyAction(s, a) as { ok: boolean; state: GameState; events: GameEvent[]; rejection: { message: string } }; assert.ok(r.ok, r.ok ? "" : r.rejection.message); s = r.state; events.push(...r.events.map((e) => e.text)); };
  const mask = s.battlefield.find((id) => s.objects[id]!.name === "Illusionary Mask")!;
  const bears = s.players.A.hand[0]!;
  act({ type: "activate", player: "A", card: mask, ability: 1, x: 2 });
  act({ type: "pass", player: "A" });
  act({ type: "pass", player: "B" });
  act({ type: "choose", player: "A", cards: [bears] });
  const onStack = s.stack.at(-1)!;
  assert.equal(viewFor(s, "B").stack.at(-1)!.name, "");
  assert.equal(viewFor(s, "B").stack.at(-1)!.faceDownCard, undefined);
  assert.equal(viewFor(s, "A").stack.at(-1)!.faceDownCard, "Grizzly Bears");
  assert.equal(knownStateFor(s, "B").objects[onStack.id]!.name, "");
  act({ type: "pass", player: "A" });
  act({ type: "pass", player: "B" });
  const fd = s.battlefield.find((id) => s.objects[id]!.faceDown)!;
  const vb = viewFor(s, "B").battlefield.find((c) => c.id === fd)!;
  assert.deepEqual([vb.name, vb.faceDown, vb.power, vb.toughness, vb.types, vb.colors, vb.faceDownCard], ["", true, 2, 2, ["Creature"], [], undefined]);
  const va = viewFor(s, "A").battlefield.find((c) => c.id === fd)!;
  assert.equal(va.faceDownCard, "Grizzly Bears");
  assert.equal(knownStateFor(s, "B").objects[fd]!.name, "");
  assert.equal(knownStateFor(s, "A").objects[fd]!.name, "Grizzly Bears");
  // Both copies hash the public state alike whether or not they know the face-down card.
  assert.equal(publicHash(s), publicHash(knownStateFor(s, "B")));
  assert.ok(!events.some((t) => t.includes("Grizzly Bears")), `no event names the face-down card: ${events.join(" | ")}`);
});

test("a Clone copying a face-down creature: the same colorless 2/2 in a copy of the game that knows the card and in one that does not (CR 707.2, 708.2a), so network copies agree", () => {
  const sc = validateScenario(JSON.parse(readFileSync(join(import.meta.dirname, "../scenarios/cards/lea/clone/copies-face-down-creature.json"), "utf8")));
  const actions = sc.actions!;
  const before = playScenario({ ...sc, actions: actions.slice(0, -1), expect: {} }).state;
  const hidden = Object.values(before.objects).find((o) => o.faceDown)!;
  const pick: Action = { type: "choose", player: "A", cards: [hidden.id] };
  const knowing = apply(before, pick);
  const blind = apply(knownStateFor(before, "A"), pick);
  assert.ok(knowing.ok && blind.ok);
  assert.equal(publicHash(knowing.state), publicHash(blind.state), "the copy is the same whether its copier knows the face-down card or not");
  const clone = Object.values(knowing.state.objects).find((o) => o.zone === "battlefield" && o.copy?.faceDown)!;
  assert.ok(clone, "the Clone is a copy of a face-down creature");
  const v = viewFor(knowing.state, "B").battlefield.find((c) => c.id === clone.id)!;
  assert.equal(v.name, "", "it has no name");
  assert.ok(!v.faceDown, "it is face up");
  assert.deepEqual([v.power, v.toughness, v.colors], [2, 2, []]);
  const log = knowing.events.map((e) => e.text).join("\n");
  assert.ok(!log.includes("Serra Angel"), "no log line names the face-down card");
});
