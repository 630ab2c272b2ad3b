/**
 * Structural sharing between host views (renderer/src/store/share-view.ts): a card equal to
 * the one already shown keeps its object, so the table's memoised card components skip it;
 * anything that changed comes through as the new object.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { CardView, PlayerView } from "../../engine/index";
import { sameJson, shareView } from "../../renderer/src/store/share-view";

const card = (id: string, extra: Partial<CardView> = {}): CardView => ({
  id, name: "Forest", owner: "A", controller: "A", types: ["Land"], subtypes: ["Forest"], supertypes: ["Basic"], colors: [], manaValue: 0,
  tapped: false, sick: false, damage: 0, counters: {}, keywords: [], abilities: [{ number: 1, text: "{T}: Add {G}.", mana: true }], implemented: true, ...extra,
});

function view(you: "A" | "B", battlefield: CardView[], hand: CardView[] = []): PlayerView {
  const p = (id: "A" | "B") => ({ id, name: id, life: 20, poison: 0, manaPool: [], libraryCount: 30, handCount: hand.length,
    hand: id === you ? hand : null, graveyard: [], exile: [], landsPlayed: 0 });
  return { you, turn: { number: 3, active: "A", step: "precombat_main", serial: 9 }, priority: you, decision: null, outcome: null,
    players: { A: p("A"), B: p("B") }, battlefield, stack: [] };
}

/** What the host sends: a fresh copy, as JSON.parse gives. */
const fresh = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe("store: sharing unchanged cards between views", () => {
  it("compares plain JSON deeply", () => {
    assert.equal(sameJson({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] }), true);
    assert.equal(sameJson({ a: [1, 2] }, { a: [1, 2, 3] }), false);
    assert.equal(sameJson({ a: 1 }, { a: 1, b: undefined }), false);
    assert.equal(sameJson({ a: { tapped: false } }, { a: { tapped: true } }), false);
    assert.equal(sameJson([], {}), false);
    assert.equal(sameJson(null, {}), false);
  });

  it("keeps the objects of unchanged cards, and the list when nothing in it changed", () => {
    const before = view("A", [card("o1"), card("o2"), card("o3")], [card("h1")]);
    const next = fresh(before);
    next.battlefield[1]!.tapped = true;
    next.turn.serial = 10;
    const shared = shareView(before, next);
    assert.equal(shared.battlefield[0], before.battlefield[0]);
    assert.equal(shared.battlefield[2], before.battlefield[2]);
    assert.notEqual(shared.battlefield[1], before.battlefield[1]);
    assert.equal(shared.battlefield[1]!.tapped, true);
    assert.equal(shared.players.A.hand, before.players.A.hand, "an unchanged hand is the same list");
    assert.equal(shared.turn.serial, 10, "the rest of the view is the new one");
    assert.deepEqual(shared, next);
  });

  it("follows cards across zones and the other seat's view (hotseat)", () => {
    const before = view("A", [card("o1"), card("o2", { controller: "B", owner: "B" })], [card("h1")]);
    const next = fresh(view("B", [...before.battlefield, card("h1")], []));
    const shared = shareView(before, next);
    assert.equal(shared.battlefield[0], before.battlefield[0]);
    assert.equal(shared.battlefield[1], before.battlefield[1]);
    assert.equal(shared.battlefield[2], before.players.A.hand![0], "the card played from hand keeps its object");
    assert.notEqual(shared.battlefield, before.battlefield, "a list that changed is a new list");
    assert.equal(shared.players.A.hand, null);
    assert.deepEqual(shared, next);
  });

  it("takes the new view as is when there is nothing to share with", () => {
    const next = view("A", [card("o1")]);
    assert.equal(shareView(null, next), next);
    assert.equal(shareView(undefined, next), next);
  });
});
