/**
 * Subgames (CR 729, Shahrazad; engine/core/subgame.ts): games that cast Shahrazad again and again,
 * played by the random player and by the computer, keep every invariant across the games nested in
 * each other; the state hashes, serializes and replays in place like any other; the discontinued
 * main game's hidden cards stay hidden; and nothing can be done to the main game while it waits.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, applyInPlace, checkInvariants, createGame, deserialize, hash, knownState, legalActionList, publicState, serialize, viewFor, whoMustAct, type Action, type GameState } from "../../engine/index";
import { playRandomGame } from "../../app/host/play/random-game";
import { createBrain } from "../../app/host/ai/brain";
import { UNKNOWN_CARD } from "../../engine/core/known";
import { startScenario } from "../../engine/scenario/run";
import { judgePuzzle } from "../../engine/scenario/puzzle";
import { readFileSync } from "node:fs";

const deckA = [...Array(16).fill("Plains"), ...Array(6).fill("Shahrazad"), ...Array(8).fill("White Knight"), ...Array(4).fill("Swords to Plowshares")];
const deckB = [...Array(16).fill("Mountain"), ...Array(4).fill("Shahrazad"), ...Array(4).fill("Plains"), ...Array(8).fill("Lightning Bolt"), ...Array(8).fill("Goblin Balloon Brigade")];
const depth = (s: GameState) => { let n = 0; for (let m = s.main; m; m = m.main) n++; return n; };
const fresh = (a: Action) => JSON.parse(JSON.stringify(a)) as Action;

/** Plays `actions` with apply and with applyInPlace, checking both agree and every invariant holds. */
function replay(seed: number, actions: Action[]): { maxDepth: number; resumed: number } {
  let s = createGame({ seed, decks: { A: deckA, B: deckB } });
  let inPlace = deserialize(serialize(s));
  let maxDepth = 0;
  let resumed = 0;
  actions.forEach((a, i) => {
    // The costlier checks every few actions (and around every change of game).
    const full = i % 5 === 0;
    const before = full ? serialize(s) : "";
    const r = apply(s, fresh(a));
    assert.ok(r.ok, `action ${i} rejected: ${!r.ok && r.rejection.message}`);
    if (full) assert.equal(serialize(s), before, `apply changed its input at action ${i}`);
    const q = applyInPlace(inPlace, fresh(a));
    assert.ok(q.ok, `action ${i} rejected in place`);
    // As a subgame starts or ends, the state played on in place is another object (subgame.ts).
    inPlace = q.ok ? q.state : inPlace;
    assert.equal(serialize(inPlace), serialize(r.state), `in place differs after action ${i}`);
    const changed = depth(r.state) !== depth(s);
    if (depth(r.state) < depth(s)) resumed++;
    s = r.state;
    maxDepth = Math.max(maxDepth, depth(s));
    assert.deepEqual(checkInvariants(s), [], `invariants after action ${i}`);
    if (full || changed) assert.equal(hash(deserialize(serialize(s))), hash(s));
  });
  return { maxDepth, resumed };
}

test("random games with many Shahrazads: subgames start, nest and end; invariants, hashes and in-place play hold", () => {
  let deepest = 0;
  let resumed = 0;
  for (const seed of [4, 8]) {
    const game = playRandomGame({ seed, decks: { A: deckA, B: deckB }, maxActions: 450 });
    const r = replay(seed, game.actions);
    deepest = Math.max(deepest, r.maxDepth);
    resumed += r.resumed;
  }
  assert.ok(deepest >= 1, "some game played a subgame");
  assert.ok(resumed >= 1, "some subgame ended and its main game resumed");
});

test("the computer casts Shahrazad against a library under seven cards, plays the subgame, and plays on in the main game", () => {
  // A position: A (the computer) has Shahrazad and two Plains; B's library holds 3 cards (CR 729.3).
  const file = JSON.parse(readFileSync("test/scenarios/cards/arn/shahrazad/short-library-loses-at-once.json", "utf8"));
  delete file.actions;
  delete file.expect;
  let s = startScenario(file).state;
  const deck = ["Plains", "Shahrazad"];
  const brains = { A: createBrain("heuristic", { seed: 1, deck, opponentDeck: deck }), B: createBrain("heuristic", { seed: 2, deck, opponentDeck: deck }) };
  let sawSubgame = false;
  let resumed = false;
  for (let n = 0; n < 400 && !s.outcome && !resumed; n++) {
    const who = whoMustAct(s)!;
    const a = brains[who].decide({ view: viewFor(s, who), legal: legalActionList(s, who) });
    const r = apply(s, a);
    assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    if (s.main && !r.state.main) resumed = true;
    s = r.state;
    if (s.main) sawSubgame = true;
    assert.deepEqual(checkInvariants(s), []);
  }
  assert.ok(sawSubgame, "the computer cast Shahrazad");
  assert.ok(resumed, "the subgame ended and the main game resumed");
  assert.equal(s.players.B.life, 7, "B lost half of 15 life, rounded up");
});

/** A subgame started from a position: A casts Shahrazad with a known hand beside it. */
function inSubgame(): GameState {
  for (let seed = 1; seed < 50; seed++) {
    const game = playRandomGame({ seed, decks: { A: deckA, B: deckB }, maxActions: 1500 });
    let s = createGame({ seed, decks: { A: deckA, B: deckB } });
    for (const a of game.actions) {
      s = (apply(s, a) as { state: GameState }).state;
      if (s.main && s.main.players.A.hand.length && s.main.players.B.hand.length) return s;
    }
  }
  throw new Error("no subgame");
}

test("the discontinued main game's hands stay hidden in what a player knows and in the public state", () => {
  const s = inSubgame();
  const mainB = s.main!.players.B.hand;
  const k = knownState(s, "A");
  for (const id of mainB) assert.equal(k.main!.objects[id]!.name, UNKNOWN_CARD, "B's main-game hand is hidden from A");
  for (const id of s.main!.players.A.hand) assert.equal(k.main!.objects[id]!.name, s.main!.objects[id]!.name, "A knows A's own main-game hand");
  const p = publicState(s);
  for (const id of [...s.main!.players.A.hand, ...mainB]) assert.equal(p.main!.objects[id]!.name, UNKNOWN_CARD);
  assert.equal(JSON.stringify(k.main!.cards), "[]", "a discontinued main game holds no card list of its own");
  for (const id of mainB) assert.equal(k.cards[s.main!.objects[id]!.card]!.name, UNKNOWN_CARD, "nor does the subgame's card list name them");
  for (const id of mainB) assert.equal(p.cards[s.main!.objects[id]!.card]!.name, UNKNOWN_CARD);
});

test("nothing can be done to the waiting main game: its decision is not offered, and answering it is refused", () => {
  const s = inSubgame();
  const d = s.main!.decision!;
  assert.equal(d.kind === "choose" && d.resume.at, "subgame");
  // The state's own decision is the subgame's: an answer meant for the main game's question is the subgame's to judge.
  const who = whoMustAct(s)!;
  const before = serialize(s);
  const r = apply(s, { type: "choose", player: d.player, value: "A" });
  if (s.decision?.kind !== "choose") assert.equal(r.ok, false);
  assert.equal(serialize(s), before);
  assert.ok(legalActionList(s, who).length > 0);
});

test("a main game waiting for its subgame can't be played directly (a forged state): the answer is refused", () => {
  const s = inSubgame();
  const main = s.main!;
  const r = apply(main, { type: "choose", player: (main.decision as { player: "A" | "B" }).player, value: "A" });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.rejection.message : "", /subgame/i);
});

test("the strong computer searches inside a subgame from what it knows (the main game's hidden cards anonymous) and plays on", () => {
  let s = inSubgame();
  const brains = {
    A: createBrain("strong", { seed: 3, deck: deckA, opponentDeck: deckB, budgetMs: 60, inline: true }),
    B: createBrain("strong", { seed: 4, deck: deckB, opponentDeck: deckA, budgetMs: 60, inline: true }),
  };
  let decisions = 0;
  for (let n = 0; n < 120 && !s.outcome; n++) {
    const who = whoMustAct(s)!;
    const legal = legalActionList(s, who);
    const a = legal.length === 1 ? legal[0]! : (decisions++, brains[who].decide({ view: viewFor(s, who), legal, known: knownState(s, who) }));
    const r = apply(s, a);
    assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    s = r.state;
    assert.deepEqual(checkInvariants(s), []);
  }
  assert.ok(decisions > 5, "the strong computer made decisions");
});

test("conceding in a subgame concedes the match: the main game resumes only to be over, its cards back in its libraries", () => {
  const s = inSubgame();
  const r = apply(s, { type: "concede", player: "B" });
  assert.ok(r.ok);
  assert.equal(r.state.main, undefined, "back in the main game");
  assert.deepEqual(r.state.outcome?.winner, "A");
  assert.deepEqual(checkInvariants(r.state), []);
  assert.equal(r.events.some((e) => e.type === "game_over"), true);
});

test("a puzzle's deadline is the main game's: a subgame's fresh turn numbers neither pass nor hold it", () => {
  const s = inSubgame();
  let m = s.main!;
  while (m.main) m = m.main;
  // Deadline: the main game's next turn; the subgame's own turns are not counted against it.
  const goal = { title: "t", goal: "survive" as const, you: "A" as const, by: { turn: m.turn.number + 1, step: "cleanup" as const } };
  assert.equal(judgePuzzle(goal, s).met, false, "alive, but the main game has not reached the deadline");
  const early = { ...goal, by: { turn: Math.max(1, m.turn.number - 1), step: "cleanup" as const } };
  assert.equal(judgePuzzle(early, s).met, true, "the main game is past that deadline, whatever turn the subgame is in");
});
