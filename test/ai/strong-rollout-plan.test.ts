/**
 * The strong AI's rollouts play each deck's plan (strong.ts `playout`): both seats of a rollout
 * know their own deck and the opponent's, as the heuristic at the table does, so The Deck in a
 * rollout keeps its Counterspell for a real threat instead of playing as an aggro deck.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { legalActionList, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { playout, rolloutKnowledge } from "../../app/host/ai/strong";
import { resolveDeck } from "../../app/host/play/decks";

const LIB = Array.from({ length: 8 }, () => "Plains");
const THE_DECK = resolveDeck("resources/decks/era/the-deck.txt").cards;
const ZOO = resolveDeck("resources/decks/era/zoo.txt").cards;

/** B (Zoo) in its main phase with a creature to cast; A (The Deck) holds Counterspell over Islands. */
function position(spell: string): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "a rollout facing a spell", turn: { number: 6, active: "B", step: "precombat_main" },
    players: {
      A: { battlefield: ["Island", "Island", "Plains"], hand: ["Counterspell"], library: LIB },
      B: { battlefield: ["Forest", "Forest", "Forest", "Mountain", "Mountain", "Mountain"], hand: [spell], library: LIB },
    },
  })).state;
}

/** A's rollout after B casts `spell`, to the end of the turn: where A's Counterspell went. */
function counterspellAfter(spell: string, knowledge?: { deck: string[]; opponentDeck: string[] }): string {
  const s = position(spell);
  const cast = legalActionList(s, "B").find((x) => x.type === "cast" && s.objects[x.card]?.name === spell)!;
  assert.ok(cast, `B can cast ${spell}`);
  const end = playout(s, cast, "A", 1, 5, { knowledge });
  assert.ok(end, "the rollout was played");
  const id = Object.keys(end.objects).find((k) => end.objects[k]!.name === "Counterspell" && end.objects[k]!.owner === "A")!;
  return end.players.A.hand.includes(id) ? "hand" : "used";
}

test("in a rollout The Deck lets a trivial creature resolve and counters a real threat, as at the table", () => {
  const decks = { deck: THE_DECK, opponentDeck: ZOO };
  assert.equal(counterspellAfter("Llanowar Elves", decks), "hand", "Llanowar Elves resolves: the Counterspell is kept");
  assert.equal(counterspellAfter("Erhnam Djinn", decks), "used", "Erhnam Djinn is countered");
});

test("each seat of a rollout knows its own deck and the opponent's", () => {
  const k = rolloutKnowledge("B", { deck: THE_DECK, opponentDeck: ZOO });
  assert.equal(k.B.deck, THE_DECK);
  assert.equal(k.B.opponentDeck, ZOO);
  assert.equal(k.A.deck, ZOO);
  assert.equal(k.A.opponentDeck, THE_DECK);
});
