/**
 * Word of Command (`ai.commandsOpponent`, CR 723): the heuristic casts it in the opponent's upkeep
 * while they hold cards, not in its own main phase; it answers the decisions it makes for the
 * controlled player (which card, and how that card is cast), and the controlled player is offered
 * nothing while controlled.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { heuristicPick, hintPosition } from "./hint-position";
import { apply, legalActionList, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";

const LIB = Array.from({ length: 8 }, () => "Plains");
type Side = { battlefield?: string[]; hand?: string[] };

function position(a: Side, b: Side, turn: { active: "A" | "B"; step: string }): GameState {
  return hintPosition(a, b, { library: LIB, turn, name: "word of command position" });
}

const decide = (state: GameState, p: "A" | "B"): Action => heuristicPick(state, p, LIB);

function step(state: GameState, a: Action): GameState {
  const r = apply(state, a);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  return r.state;
}

const A = { battlefield: ["Swamp", "Swamp"], hand: ["Word of Command"] };
const B = { battlefield: ["Mountain", "Grizzly Bears"], hand: ["Lightning Bolt", "Forest"] };
const casts = (state: GameState, a: Action) => a.type === "cast" && state.objects[a.card]?.name === "Word of Command";

test("cast in the opponent's upkeep while they hold cards, not in its own main phase", () => {
  const mine = position(A, B, { active: "A", step: "precombat_main" });
  assert.ok(!casts(mine, decide(mine, "A")), "not in its own main phase");
  const upkeep = position(A, B, { active: "B", step: "upkeep" });
  // B has priority first in its upkeep; once B passes, A may cast it.
  const s = step(upkeep, { type: "pass", player: "B" });
  assert.ok(casts(s, decide(s, "A")), "in the opponent's upkeep");
  const empty = step(position(A, { battlefield: ["Mountain"] }, { active: "B", step: "upkeep" }), { type: "pass", player: "B" });
  assert.ok(!casts(empty, decide(empty, "A")), "not at an empty hand");
});

test("the computer answers the decisions it makes for the controlled player, who is offered nothing", () => {
  let s = position(A, B, { active: "A", step: "precombat_main" });
  s = step(s, { type: "cast", player: "A", card: s.players.A.hand[0]!, targets: ["B"] });
  s = step(s, { type: "pass", player: "A" });
  s = step(s, { type: "pass", player: "B" });
  // Which card: asked of the caster.
  assert.equal(whoMustAct(s), "A");
  assert.equal(legalActionList(s, "B").length, 0);
  const pick = decide(s, "A");
  s = step(s, pick);
  // The Bolt (a Forest can't be played on the computer's turn): how to cast it, a decision for B answered by A.
  assert.deepEqual(pick.type === "choose" && pick.cards?.map((id) => s.objects[id]?.name), ["Lightning Bolt"]);
  {
    assert.equal(s.decision?.player, "B");
    assert.equal(whoMustAct(s), "A");
    assert.equal(legalActionList(s, "B").length, 0, "the controlled player is offered nothing");
    assert.equal(viewFor(s, "A").decision?.by, "A");
    assert.ok(viewFor(s, "A").players.B.hand, "the controller sees the controlled player's hand (CR 723.4)");
    const a = decide(s, "A");
    assert.equal(a.type, "cast");
    s = step(s, a);
    const bolt = s.stack.find((i) => i.name === "Lightning Bolt");
    assert.equal(bolt?.controller, "B");
    // Aimed at the opponent's own side, not at the computer.
    assert.notEqual(bolt?.targets[0], "A");
  }
  assert.equal(viewFor(s, "A").players.B.hand, null, "once it has resolved, the hand is hidden again");
});
