/**
 * Tokens (CR 111) are never cards of anyone's collection: they have no physical card (`card < 0`),
 * `state.cards` never lists them, so the host's paths from a game to cards (a puzzle's decks for
 * the computer's knowledge, the AI's seen cards, the network deck check, the implemented names
 * offered to deck building) never see one. They are hashed, shown and logged like any permanent.
 */
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { apply, hash, implementedCardNames, isImplemented, viewFor, type GameState } from "../../engine/index";
import { puzzleCards, puzzleStart } from "../../app/host/match/puzzles";
import { deckProblems } from "../../app/host/match/deck-check";
import { seenCards } from "../../app/host/ai/determinize";

const doc = {
  format: "moxen-scenario/1", name: "tokens", turn: { number: 3, active: "A", step: "precombat_main" },
  players: {
    A: { battlefield: [{ card: "Thallid", counters: { spore: 3 } }, { card: "Saproling Token", token: true }], library: ["Forest", "Forest"] },
    B: { battlefield: [{ card: "Wasp", token: true }], library: ["Island", "Island"] },
  },
  puzzle: { title: "Tokens", goal: "win", by: { turn: 5, step: "cleanup" }, you: "A" },
};

const tokenIds = (s: GameState) => Object.values(s.objects).filter((o) => o.card < 0).map((o) => o.id);

describe("tokens are not cards", () => {
  it("a puzzle with tokens: the seats' cards, and the AI's seen cards, list no token", () => {
    const { state } = puzzleStart(doc);
    assert.equal(tokenIds(state).length, 2);
    assert.deepEqual(state.cards.map((c) => c.name).sort(), ["Forest", "Forest", "Island", "Island", "Thallid"]);
    const cards = puzzleCards(state);
    assert.ok(![...cards.A, ...cards.B].some((n) => n === "Saproling Token" || n === "Wasp"));
    assert.ok(!seenCards(state, "A").includes("Saproling Token"));
    assert.ok(!seenCards(state, "B").includes("Wasp"));
  });

  it("a token's name is no card to build a deck with", () => {
    assert.ok(!implementedCardNames().includes("Saproling Token"));
    assert.ok(!implementedCardNames().includes("Wasp"));
    assert.equal(isImplemented("Wasp"), false);
    assert.ok(deckProblems([...Array(40).fill("Forest"), "Saproling Token"], "freeform").some((p) => /not a classic card/.test(p)));
  });

  it("a created token is hashed, shown as a token and logged as created", () => {
    const { state } = puzzleStart(doc);
    const thallid = Object.values(state.objects).find((o) => o.name === "Thallid")!;
    let s = state;
    const before = hash(s);
    const events: string[] = [];
    for (const action of [
      { type: "activate", player: "A", card: thallid.id, ability: 1 },
      { type: "pass", player: "A" },
      { type: "pass", player: "B" },
    ] as const) {
      const r = apply(s, action as never);
      assert.ok(r.ok, JSON.stringify(!r.ok && r.rejection));
      s = r.state;
      events.push(...r.events.map((e) => e.text));
    }
    assert.notEqual(hash(s), before);
    assert.equal(tokenIds(s).length, 3);
    assert.ok(events.some((t) => /creates a Saproling Token$/.test(t)), events.join(" | "));
    const saps = viewFor(s, "B").battlefield.filter((c) => c.name === "Saproling Token");
    assert.equal(saps.length, 2);
    for (const c of saps) {
      assert.equal(c.token, true);
      assert.equal(c.implemented, true);
      assert.deepEqual([c.power, c.toughness, c.colors], [1, 1, ["G"]]);
    }
    assert.equal(s.cards.length, state.cards.length); // no card was added
  });
});
