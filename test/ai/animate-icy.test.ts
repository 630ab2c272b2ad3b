/**
 * Permanents that become creatures (`animates`, derived: Mishra's Factory, Jade Statue) block and
 * attack for the heuristic (app/host/ai/tricks.ts `animateWorth`), paid from another land so the
 * cost does not tap them; Icy Manipulator is kept for the opponent's attacker rather than spent on
 * a land in their upkeep; Ivory Tower's upkeep life from the hand is read as `handLife`.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, cardHints, knownState, legalActionList, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 6 }, () => "Plains");

function decide(state: GameState, p: "A" | "B"): Action {
  const legal = legalActionList(state, p);
  const a = heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: LIB, opponentDeck: LIB }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), `the heuristic picks an offered action: ${JSON.stringify(a)}`);
  return a;
}

/** Plays both sides with the heuristic until the step changes; A's actions by card name. */
function playStep(start: GameState): { state: GameState; steps: string[] } {
  let s = start;
  const steps: string[] = [];
  for (let i = 0; i < 50 && !s.outcome && s.turn.step === start.turn.step && s.turn.number === start.turn.number; i++) {
    const p = whoMustAct(s);
    if (!p) break;
    const act = decide(s, p);
    if (p === "A" && act.type !== "pass") steps.push(`${act.type} ${s.objects[(act as { card?: string }).card ?? ""]?.name ?? ""}`);
    const r = apply(s, act);
    assert.ok(r.ok, `a legal action: ${JSON.stringify(act)}`);
    s = r.state;
  }
  return { state: s, steps };
}

function scene(step: string, active: "A" | "B", a: object[], b: object[], hand: object[] = []): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "animate",
    turn: { number: 5, active, step },
    players: { A: { battlefield: a, hand, library: LIB }, B: { battlefield: b, library: LIB } },
  } as never)).state;
}

test("the hints: Mishra's Factory and Jade Statue animate (derived from 'becomes'), Ivory Tower gains life from the hand", () => {
  assert.deepEqual(cardHints("Mishra's Factory")?.abilities?.[1]?.animates, { power: 2, toughness: 2 });
  assert.equal(cardHints("Mishra's Factory")?.abilities?.[1]?.never, undefined);
  assert.deepEqual(cardHints("Jade Statue")?.abilities?.[0]?.animates, { power: 3, toughness: 6 });
  assert.deepEqual(cardHints("Ivory Tower")?.handLife, { minus: 4 });
  assert.equal(cardHints("Black Vise")?.handLife, undefined, "damage to a player, not life for its controller");
});

test("a Mishra's Factory is animated to block a 1/1 attacker, paid with the Plains, and blocks it", () => {
  const s = scene("declare_attackers", "B", [{ card: "Mishra's Factory", id: "mf" }, { card: "Plains", id: "pl" }],
    [{ card: "Llanowar Elves", id: "el", attacking: true, tapped: true }]);
  const { state, steps } = playStep(s);
  assert.deepEqual(steps, ["activate Plains", "activate Mishra's Factory"], steps.join("; "));
  const mf = Object.values(state.objects).find((o) => o.name === "Mishra's Factory" && o.zone === "battlefield")!;
  assert.ok(!mf.tapped, "the Factory is not tapped by its own cost");
  const legal = legalActionList(state, "A");
  assert.ok(legal.some((x) => x.type === "block" && x.blocks.some((b) => b.blocker === mf.id)), "it can block now");
});

test("no Factory animated against a flier it can't block, nor without another source to pay", () => {
  const flier = scene("declare_attackers", "B", [{ card: "Mishra's Factory" }, { card: "Plains" }],
    [{ card: "Scryb Sprites", attacking: true, tapped: true }]);
  assert.deepEqual(playStep(flier).steps, []);
  const alone = scene("declare_attackers", "B", [{ card: "Mishra's Factory" }],
    [{ card: "Llanowar Elves", attacking: true, tapped: true }]);
  assert.deepEqual(playStep(alone).steps, [], "paying with the Factory itself would tap it");
});

test("Icy Manipulator: in the opponent's upkeep a land is left alone while a creature of theirs could attack", () => {
  const s = scene("upkeep", "B", [{ card: "Icy Manipulator" }, ...Array.from({ length: 2 }, () => ({ card: "Plains" }))],
    [{ card: "Savannah Lions" }, { card: "Mountain" }]);
  assert.ok(!playStep(s).steps.some((x) => x.includes("Icy")), "kept for the attacker");
  const lands = scene("upkeep", "B", [{ card: "Icy Manipulator" }, ...Array.from({ length: 2 }, () => ({ card: "Plains" }))],
    [{ card: "Mountain" }]);
  assert.ok(playStep(lands).steps.some((x) => x.includes("Icy")), "with no creature to fear, a land is tapped");
});
