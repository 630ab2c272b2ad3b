/**
 * The heuristic plays the ante cards (CR 407) sensibly from their hints and its lookahead: Rebirth
 * when behind on life, not when ahead; Contract from Below as card draw with a small hand, not with a
 * full one; Bronze Tablet on the opponent's best permanent; Tempest Efreet's and Bronze Tablet's
 * "may pay 10 life" answered by weighing the life against what is lost; Darkpact on the opponent's ante.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { activates, copies as n, casts, heuristicPick, hintPosition, type Entry } from "./hint-position";
import { apply, legalActionList, type Action, type GameState } from "../../engine/index";

const LIB = Array.from({ length: 12 }, () => "Plains");
type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number; ante?: Entry[] };

function position(a: Side, b: Side, turn: { active: "A" | "B"; step: string } = { active: "A", step: "postcombat_main" }): GameState {
  return hintPosition(a, b, { library: LIB, turn, rules: { ante: true }, name: "ante hints position" });
}

const decide = (state: GameState, p: "A" | "B"): Action => heuristicPick(state, p, LIB);


test("Rebirth: cast when behind on life (both go to 20), not when ahead", () => {
  const lands = n("Forest", 6);
  const behind = position({ battlefield: lands, hand: [{ card: "Rebirth" }], life: 4 }, { life: 18 });
  assert.ok(casts(behind, decide(behind, "A"), "Rebirth"));
  const ahead = position({ battlefield: lands, hand: [{ card: "Rebirth" }], life: 18 }, { life: 4 });
  assert.ok(!casts(ahead, decide(ahead, "A"), "Rebirth"));
});

test("Rebirth's question: a player below 20 life antes to go to 20; one above declines", () => {
  let s = position({ battlefield: n("Forest", 6), hand: [{ card: "Rebirth" }], life: 4 }, { life: 26 });
  for (const a of [{ type: "cast", player: "A", card: s.players.A.hand[0]! }, { type: "pass", player: "A" }, { type: "pass", player: "B" }] as Action[]) {
    const r = apply(s, a);
    assert.ok(r.ok);
    s = r.state;
  }
  const mine = decide(s, "A");
  assert.deepEqual([mine.type, (mine as { value?: unknown }).value], ["choose", true], "A at 4 life antes");
  const r = apply(s, mine);
  assert.ok(r.ok);
  const theirs = decide(r.state, "B");
  assert.deepEqual([theirs.type, (theirs as { value?: unknown }).value], ["choose", false], "B at 26 life declines");
});

test("Contract from Below: cast as card draw with one other card in hand, not with a full hand of good cards", () => {
  const small = position({ battlefield: n("Swamp", 2), hand: [{ card: "Contract from Below" }] }, {});
  assert.ok(casts(small, decide(small, "A"), "Contract from Below"));
  const full = position({ battlefield: n("Swamp", 2), hand: [{ card: "Contract from Below" }, ...n("Shivan Dragon", 6), { card: "Lightning Bolt" }] }, {});
  assert.ok(!casts(full, decide(full, "A"), "Contract from Below"));
});

test("Bronze Tablet: activated on the opponent's best permanent", () => {
  const s = position({ battlefield: [{ card: "Bronze Tablet" }, ...n("Mountain", 4)] }, { battlefield: [{ card: "Grizzly Bears" }, { card: "Shivan Dragon", id: "dragon" }], life: 20 });
  const a = decide(s, "A");
  assert.ok(activates(s, a, "Bronze Tablet"), `activates the Tablet: ${JSON.stringify(a)}`);
  assert.equal(s.objects[(a as { targets: string[] }).targets[0]!]!.name, "Shivan Dragon");
});

test("Darkpact: aimed at the opponent's card in the ante", () => {
  const s = position({ battlefield: n("Swamp", 3), hand: [{ card: "Darkpact" }], ante: [{ card: "Plains" }] }, { ante: [{ card: "Black Lotus" }] });
  const legal = legalActionList(s, "A").filter((a) => casts(s, a, "Darkpact"));
  assert.equal(legal.length, 2, "either card in the ante may be targeted");
  const a = decide(s, "A");
  if (casts(s, a, "Darkpact")) assert.equal(s.objects[(a as { targets: string[] }).targets[0]!]!.name, "Black Lotus");
});
