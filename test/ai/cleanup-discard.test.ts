/**
 * Discarding down to seven at cleanup (CR 514.1): the heuristic discards the excess cards worth
 * least, whichever they are. The engine offers only some subsets of a big hand (the first few and
 * one per card), and in a Channel-Fireball game of the gauntlet every one it offered held the
 * Fireball: the computer threw it away and kept its lands.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 8 }, () => "Plains");
const DECK = ["Fireball", "Channel", "Lightning Bolt", "Mountain", "Forest", "Plains"];

/** A's end step with `hand` (in this order) and five lands on the battlefield. */
function endStep(hand: string[]): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "cleanup discard",
    turn: { number: 8, active: "A", step: "end" },
    players: {
      A: { battlefield: ["Mountain", "Mountain", "Mountain", "Forest", "Forest"].map((card) => ({ card, tapped: true })), hand: hand.map((card) => ({ card })), library: LIB },
      B: { battlefield: [{ card: "Plains" }], library: LIB },
    },
  } as never)).state;
}

/** Plays on with the heuristic until the turn changes; what A discarded. */
function discarded(start: GameState): string[] {
  let s = start;
  const before = new Set(s.players.A.graveyard);
  for (let i = 0; i < 50 && !s.outcome && s.turn.number === start.turn.number; i++) {
    const p = whoMustAct(s);
    if (!p) break;
    const legal = legalActionList(s, p);
    const a: Action = legal.length === 1 ? legal[0]! : heuristicDecide({ view: viewFor(s, p), known: knownState(s, p), legal, knowledge: { deck: p === "A" ? DECK : LIB, opponentDeck: p === "A" ? LIB : DECK }, memory: newMemory(), rand: seededRandom(1) });
    const r = apply(s, a);
    assert.ok(r.ok, `a legal action: ${JSON.stringify(a)}`);
    s = r.state;
  }
  return s.players.A.graveyard.filter((id) => !before.has(id)).map((id) => s.objects[id]!.name);
}

test("ten cards at cleanup: the three lands go, the Fireball, the Channel and the Bolt stay (every subset the engine lists holds the Fireball)", () => {
  const s = endStep(["Fireball", "Channel", "Lightning Bolt", "Mountain", "Forest", "Plains", "Plains", "Mountain", "Forest", "Plains"]);
  const out = discarded(s);
  assert.equal(out.length, 3);
  assert.ok(out.every((n) => ["Mountain", "Forest", "Plains"].includes(n)), out.join(", "));
  assert.equal(s.players.A.hand.length - 3, 7);
});

test("a discard the engine lists is still chosen when it is the best (one card over)", () => {
  const out = discarded(endStep(["Plains", "Fireball", "Channel", "Lightning Bolt", "Mountain", "Forest", "Mountain", "Forest"]));
  assert.equal(out.length, 1);
  assert.ok(["Mountain", "Forest", "Plains"].includes(out[0]!), out.join(", "));
});

test("a computer player's own answer to a choice of cards is accepted by the runners; any other action must be one it was offered", async () => {
  const { offeredOrOwnAnswer } = await import("../../app/host/ai/offered");
  const s = endStep(["Fireball", "Channel", "Lightning Bolt", "Mountain", "Forest", "Plains", "Plains", "Mountain", "Forest", "Plains"]);
  let t = s;
  while (!t.decision) {
    const r = apply(t, legalActionList(t, whoMustAct(t)!)[0]!);
    assert.ok(r.ok);
    t = r.state;
  }
  const legal = legalActionList(t, "A");
  const lands = t.players.A.hand.filter((id) => t.objects[id]!.name !== "Fireball" && ["Plains", "Mountain", "Forest"].includes(t.objects[id]!.name)).slice(-3);
  const own: Action = { type: "choose", player: "A", cards: lands };
  assert.ok(!legal.some((a) => JSON.stringify(a) === JSON.stringify(own)), "not one the engine listed");
  assert.ok(offeredOrOwnAnswer(legal, own));
  assert.ok(apply(t, own).ok, "and the engine takes it");
  assert.equal(offeredOrOwnAnswer(legal, { type: "pass", player: "A" }), false, "a pass is not offered here");
});
