/**
 * A mana artifact that does not untap in its controller's untap step (Basalt Monolith, CR 502.3)
 * is untapped at the end of the opponent's turn with mana that would otherwise go unused
 * (app/host/ai/combo.ts `untapWorth`). In the gauntlet's Channel-Fireball games a Monolith tapped
 * once for a Fireball stayed tapped for the rest of the game.
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
const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Lightning Bolt", ...LIB];
type Entry = { card: string; id?: string; tapped?: boolean };

function position(step: string, active: "A" | "B", mine: Entry[]): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "untap position",
    turn: { number: 8, active, step },
    players: { A: { battlefield: mine, hand: [{ card: "Fireball" }], library: LIB }, B: { battlefield: [{ card: "Plains" }], library: LIB } },
  } as never)).state;
}

/** Plays on with the heuristic for both players until the turn changes; A's activations of the Monolith. */
function untapsOfMonolith(start: GameState): { state: GameState; untaps: number } {
  let s = start;
  let untaps = 0;
  for (let i = 0; i < 100 && !s.outcome && s.turn.number === start.turn.number; i++) {
    const p = whoMustAct(s);
    if (!p) break;
    const legal = legalActionList(s, p);
    const a: Action = legal.length === 1 ? legal[0]! : heuristicDecide({ view: viewFor(s, p), known: knownState(s, p), legal, knowledge: { deck: p === "A" ? COMBO : LIB, opponentDeck: p === "A" ? LIB : COMBO }, memory: newMemory(), rand: seededRandom(1) });
    if (p === "A" && a.type === "activate" && s.objects[a.card]?.name === "Basalt Monolith" && (a.ability ?? 1) === 2) untaps++;
    const r = apply(s, a);
    assert.ok(r.ok, `a legal action: ${JSON.stringify(a)}`);
    s = r.state;
  }
  return { state: s, untaps };
}

test("a tapped Basalt Monolith is untapped with three idle lands at the end of the opponent's turn", () => {
  const s = position("end", "B", [{ card: "Basalt Monolith", id: "mono", tapped: true }, { card: "Mountain" }, { card: "Mountain" }, { card: "Forest" }]);
  const { state, untaps } = untapsOfMonolith(s);
  assert.equal(untaps, 1);
  const mono = Object.values(state.objects).find((o) => o.name === "Basalt Monolith");
  assert.equal(mono?.tapped, false, "untapped for the next turn");
});

test("not in this player's own main phase (the lands' mana is for its spells), nor with too little mana", () => {
  const own = untapsOfMonolith(position("precombat_main", "A", [{ card: "Basalt Monolith", id: "mono", tapped: true }, { card: "Mountain" }, { card: "Mountain" }, { card: "Forest" }]));
  assert.equal(own.untaps, 0);
  const poor = untapsOfMonolith(position("end", "B", [{ card: "Basalt Monolith", id: "mono", tapped: true }, { card: "Mountain" }, { card: "Forest" }]));
  assert.equal(poor.untaps, 0);
});

test("two Monoliths, one untapped: neither pays for the other's untap (no loop)", () => {
  const { untaps } = untapsOfMonolith(position("end", "B", [{ card: "Basalt Monolith", id: "m1", tapped: true }, { card: "Basalt Monolith", id: "m2" }]));
  assert.equal(untaps, 0);
});
