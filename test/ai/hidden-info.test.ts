/**
 * The AIs see only what their player knows: the view, and the engine's known state (the game
 * with every hidden card anonymous). Two true states that differ only in hidden cards give
 * identical known states, identical samples and identical decisions, and a sample offers the
 * player exactly the true legal actions.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, whoMustAct, type GameState, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { playRandomGame, seededRandom } from "../../app/host/play/random-game";
import { determinize } from "../../app/host/ai/determinize";
import { strongDecide } from "../../app/host/ai/strong";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { newMemory } from "../../app/host/ai/types";

const decks = benchmarkDecks();
const A = decks.get("blue-black-control")!.cards;
const B = decks.get("red-green-beats")!.cards;

/** The same game with the hidden cards (the opponent's hand, both libraries) dealt differently. */
function redealHidden(s: GameState, viewer: PlayerId, seed: number): GameState {
  const t = structuredClone(s);
  const opp: PlayerId = viewer === "A" ? "B" : "A";
  const rand = seededRandom(seed);
  for (const p of ["A", "B"] as PlayerId[]) {
    const ids = [...t.players[p].library, ...(p === opp ? t.players[p].hand : [])];
    const names = ids.map((id) => t.objects[id]!.name);
    for (let i = names.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [names[i], names[j]] = [names[j]!, names[i]!];
    }
    ids.forEach((id, i) => {
      t.objects[id]!.name = names[i]!;
      t.cards[t.objects[id]!.card]!.name = names[i]!;
    });
  }
  return t;
}

function positions(): GameState[] {
  const out: GameState[] = [];
  playRandomGame({
    seed: 11, decks: { A, B }, maxActions: 600,
    onAction: (state, _a, i) => { if (i % 60 === 59 && !state.outcome) out.push(state); },
  });
  return out;
}

test("two states differing only in hidden cards give the same view, the same samples and the same decisions", () => {
  let differentHands = 0;
  for (const s of positions()) {
    const me = whoMustAct(s)!;
    const opp: PlayerId = me === "A" ? "B" : "A";
    const t = redealHidden(s, me, 99);
    if (JSON.stringify(t.players[opp].hand.map((id) => t.objects[id]!.name)) !== JSON.stringify(s.players[opp].hand.map((id) => s.objects[id]!.name))) differentHands++;
    const v1 = viewFor(s, me);
    const v2 = viewFor(t, me);
    assert.deepEqual(v1, v2, "the views are identical");
    const knowledge = { deck: me === "A" ? A : B, opponentDeck: me === "A" ? B : A };
    const k1 = knownState(s, me);
    const k2 = knownState(t, me);
    assert.deepEqual(k1, k2, "the known states are identical");
    const d1 = determinize(k1, knowledge, me, seededRandom(5));
    const d2 = determinize(k2, knowledge, me, seededRandom(5));
    assert.deepEqual(d1.state, d2.state, "the sampled states are identical");
    const legal = legalActionList(s, me);
    const h1 = heuristicDecide({ view: v1, legal, known: k1, knowledge, memory: newMemory(), rand: seededRandom(7) });
    const h2 = heuristicDecide({ view: v2, legal, known: k2, knowledge, memory: newMemory(), rand: seededRandom(7) });
    assert.deepEqual(h1, h2);
  }
  assert.ok(differentHands > 0, "the test really changed some hidden hands");
});

test("the strong AI decides the same on two states that differ only in hidden cards", () => {
  const s = positions()[2]!;
  const me = whoMustAct(s)!;
  const t = redealHidden(s, me, 123);
  const knowledge = { deck: me === "A" ? A : B, opponentDeck: me === "A" ? B : A };
  const legal = legalActionList(s, me);
  // A fixed number of samples rather than a time budget, so that the comparison is exact.
  const a1 = strongDecide({ view: viewFor(s, me), legal, known: knownState(s, me), knowledge, memory: newMemory(), rand: seededRandom(3), budgetMs: 1e9, maxSamples: 3 });
  const a2 = strongDecide({ view: viewFor(t, me), legal, known: knownState(t, me), knowledge, memory: newMemory(), rand: seededRandom(3), budgetMs: 1e9, maxSamples: 3 });
  assert.deepEqual(a1, a2);
});

test("a determinized state offers the player exactly the legal actions of the true state", () => {
  let compared = 0;
  playRandomGame({
    seed: 12, decks: { A: B, B: A }, maxActions: 700,
    onAction: (state, _a, i) => {
      if (i % 7 !== 0 || state.outcome) return;
      const me = whoMustAct(state)!;
      const d = determinize(knownState(state, me), { deck: state.cards.filter((c) => c.owner === me).map((c) => c.name), opponentDeck: state.cards.filter((c) => c.owner !== me).map((c) => c.name) }, me, seededRandom(i));
      assert.ok(d.exact, "the decklists explain the hidden cards");
      if (state.decision?.kind === "choose") return; // a library search lists library cards, hidden from the view
      const key = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
      assert.deepEqual(key(legalActionList(d.state, me)), key(legalActionList(state, me)), `after action ${i}`);
      compared++;
    },
  });
  assert.ok(compared > 50);
});
