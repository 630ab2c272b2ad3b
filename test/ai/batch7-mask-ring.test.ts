/**
 * The heuristic plays Ring of Ma'rûf from its hint (`beforeYourDraw`, an ability without X): in its
 * own upkeep, before the draw, when its sideboard holds a card (the cards outside the game); not
 * with an empty sideboard. And it uses Illusionary Mask to cast a creature face down, judged by looking ahead.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { activates, heuristicPick, hintPosition } from "./hint-position";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { type Action, type GameState } from "../../engine/index";

const LIB = Array.from({ length: 8 }, () => "Forest");

function position(a: Record<string, unknown>, step: string): GameState {
  return hintPosition(a, {}, { library: LIB, turn: { active: "A", step } });
}

const decide = (state: GameState, p: "A" | "B"): Action => heuristicPick(state, p, LIB);


test("Ring of Ma'rûf: activated in its own upkeep when the sideboard holds a card; not with an empty sideboard", () => {
  const field = ["Ring of Ma'rûf", ...Array.from({ length: 5 }, () => "Mountain")];
  const withSide = position({ battlefield: field, sideboard: ["Shivan Dragon"] }, "upkeep");
  assert.ok(activates(withSide, decide(withSide, "A"), "Ring of Ma'rûf"));
  const empty = position({ battlefield: field }, "upkeep");
  assert.ok(!activates(empty, decide(empty, "A"), "Ring of Ma'rûf"));
});

test("Illusionary Mask: not activated with no creature card to cast; once its X is paid, the heuristic casts the creature face down", () => {
  const none = position({ battlefield: ["Illusionary Mask", "Forest", "Forest"], hand: ["Forest"] }, "precombat_main");
  const a = decide(none, "A");
  assert.ok(!activates(none, a, "Illusionary Mask"), JSON.stringify(a));
  const s = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "mask resolving", turn: { number: 5, active: "A", step: "precombat_main" },
    players: { A: { battlefield: [{ card: "Illusionary Mask", id: "mask" }, "Forest", "Forest"], hand: ["Grizzly Bears"], library: LIB }, B: { library: LIB } },
    actions: [{ by: "A", do: "activate", card: "mask", x: 2 }, { by: "A", do: "pass" }, { by: "B", do: "pass" }],
  })).state;
  assert.equal(s.decision?.kind, "choose");
  const pick = decide(s, "A");
  assert.ok(pick.type === "choose" && pick.cards?.length === 1 && s.objects[pick.cards[0]!]?.name === "Grizzly Bears", JSON.stringify(pick));
});
