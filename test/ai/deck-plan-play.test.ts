/**
 * The plan played (app/host/ai/control.ts, prison.ts): a control deck counters a real threat and
 * lets a trivial creature resolve; it draws with an instant at the end of the opponent's turn, not
 * in its own main phase; a prison deck pays Stasis's upkeep while the lock holds the opponent's
 * creatures tapped, and lets it go when the lock holds its own.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";
import { resolveDeck } from "../../app/host/play/decks";

const LIB = Array.from({ length: 8 }, () => "Plains");
const THE_DECK = resolveDeck("resources/decks/era/the-deck.txt").cards;
const STASIS = resolveDeck("resources/decks/era/stasis.txt").cards;
const ZOO = resolveDeck("resources/decks/era/zoo.txt").cards;
type Side = { battlefield?: (string | { card: string; tapped?: boolean })[]; hand?: string[]; life?: number };

function position(a: Side, b: Side, turn: { active: "A" | "B"; step: string }): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "plan position", turn: { number: 6, ...turn },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  })).state;
}

function step(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  assert.ok(r.ok, r.ok ? "" : r.rejection.message);
  return r.state;
}

function decide(s: GameState, p: "A" | "B", deck: string[]): Action {
  const legal = legalActionList(s, p);
  return heuristicDecide({ view: viewFor(s, p), known: knownState(s, p), legal, knowledge: { deck, opponentDeck: ZOO }, memory: newMemory(), rand: seededRandom(3) });
}

const name = (s: GameState, a: Action) => (a.type === "cast" || a.type === "activate" ? s.objects[a.card]?.name : undefined);

/** B casts `spell`; A (The Deck, Counterspell and Islands) answers. */
function facing(spell: string): { s: GameState; a: Action } {
  let s = position({ battlefield: ["Island", "Island", "Plains"], hand: ["Counterspell"] }, { battlefield: ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Mountain"], hand: [spell] }, { active: "B", step: "precombat_main" });
  const cast = legalActionList(s, "B").find((x) => x.type === "cast" && s.objects[x.card]?.name === spell);
  assert.ok(cast, `B can cast ${spell}`);
  s = step(s, cast);
  s = step(s, { type: "pass", player: "B" });
  return { s, a: decide(s, "A", THE_DECK) };
}

test("The Deck counters a real threat and lets a trivial creature resolve", () => {
  for (const threat of ["Erhnam Djinn", "Ball Lightning"]) {
    const { s, a } = facing(threat);
    assert.equal(name(s, a), "Counterspell", `${threat} is countered`);
  }
  const { s, a } = facing("Llanowar Elves");
  assert.notEqual(name(s, a), "Counterspell", "Llanowar Elves resolves");
});

test("The Deck draws with Ancestral Recall at the end of the opponent's turn, not in its own main phase", () => {
  const side = { battlefield: ["Island", "Island", "Island"], hand: ["Ancestral Recall"] };
  const mine = position(side, { battlefield: ["Forest"], hand: ["Forest"] }, { active: "A", step: "precombat_main" });
  assert.notEqual(name(mine, decide(mine, "A", THE_DECK)), "Ancestral Recall");
  const theirs = step(position(side, { battlefield: ["Forest"], hand: ["Forest"] }, { active: "B", step: "end" }), { type: "pass", player: "B" });
  assert.equal(name(theirs, decide(theirs, "A", THE_DECK)), "Ancestral Recall");
});

/** A's upkeep under A's Stasis: the payment of {U}. */
function upkeep(aBattlefield: Side["battlefield"], bBattlefield: Side["battlefield"]): boolean {
  let s = position({ battlefield: ["Stasis", ...aBattlefield!] }, { battlefield: bBattlefield }, { active: "B", step: "end" });
  for (let i = 0; i < 40 && !(s.turn.active === "A" && s.decision); i++) {
    const who = (s.decision ? (s.decision as { player: "A" | "B" }).player : s.priority)!;
    const legal = legalActionList(s, who);
    s = step(s, legal.find((x) => x.type === "pass") ?? legal[0]!);
  }
  assert.equal(s.turn.step, "upkeep");
  const a = decide(s, "A", STASIS);
  assert.equal(a.type, "choose");
  const after = step(s, a);
  return Object.values(after.objects).some((o) => o.name === "Stasis" && o.zone === "battlefield");
}

test("Stasis: paid while it holds the opponent's creatures tapped, let go when it holds its controller's", () => {
  const island = { card: "Island" };
  assert.equal(upkeep([island, island, { card: "Serendib Efreet" }], [{ card: "Kird Ape", tapped: true }, { card: "Savannah Lions", tapped: true }, { card: "Forest", tapped: true }]), true, "kept");
  assert.equal(upkeep([island, { card: "Serra Angel", tapped: true }, { card: "Plains", tapped: true }], [{ card: "Kird Ape" }, { card: "Savannah Lions" }, { card: "Forest" }]), false, "let go");
});
