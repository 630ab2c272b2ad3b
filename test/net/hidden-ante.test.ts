/**
 * Playing for ante (CR 407.2) with hidden hands and libraries: each program's copy antes the top
 * card of each library, still anonymous, as the game starts; the ante zone is public, so the slot
 * keys that follow name both cards to both copies (like a milled card) before anyone acts, and the
 * public hashes agree. At the end the winner owns the ante in both copies.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { seededBytes } from "./seeded-bytes";
import { apply, legalActionList, ownershipChanges, UNKNOWN_CARD, type Action, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { HiddenSide } from "../../app/host/net/hidden/side";

const decks = benchmarkDecks();

function deliver(sides: Record<PlayerId, HiddenSide>): void {
  for (let i = 0; i < 1000; i++) {
    let moved = false;
    for (const [from, to] of [["A", "B"], ["B", "A"]] as [PlayerId, PlayerId][]) {
      const m = sides[from].outbox.shift();
      if (!m) continue;
      moved = true;
      sides[to].receive(m);
    }
    for (const p of ["A", "B"] as PlayerId[]) { sides[p].settle(); sides[p].resume(); }
    if (!moved) return;
  }
  throw new Error("the sides kept talking");
}

test("hidden information, ante: the anted library tops become known to both copies, the hashes agree, the winner owns the ante in both", () => {
  const deckA = decks.get("red-green-beats")!.cards;
  const deckB = decks.get("white-blue-skies")!.cards;
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: deckA, rand: seededBytes("ante-A"), gameId: "ante", rules: { ante: true } }),
    B: new HiddenSide({ you: "B", deck: deckB, rand: seededBytes("ante-B"), gameId: "ante", rules: { ante: true } }),
  };
  deliver(sides);
  assert.ok(sides.A.state && sides.B.state, "the game started");
  assert.equal(sides.A.hash(), sides.B.hash());
  const anted: Record<PlayerId, string> = { A: "", B: "" };
  for (const p of ["A", "B"] as PlayerId[]) {
    for (const q of ["A", "B"] as PlayerId[]) {
      const s = sides[p].state!;
      assert.equal(s.players[q].ante.length, 1, `${p}'s copy: ${q} anted one card`);
      assert.equal(s.players[q].hand.length, 7);
      const o = s.objects[s.players[q].ante[0]!]!;
      assert.notEqual(o.name, UNKNOWN_CARD, `${p}'s copy knows ${q}'s ante`);
      if (p === "A") anted[q] = o.name; else assert.equal(o.name, anted[q], "both copies name the same card");
    }
  }
  assert.ok(deckA.includes(anted.A) && deckB.includes(anted.B));
  // A few random actions (mulligans and keeps, the first turn): the copies stay in step.
  let pick = 7;
  for (let step = 0; step < 40; step++) {
    const mover = sides.A.mustAct();
    assert.equal(mover, sides.B.mustAct());
    if (!mover) break;
    const legal = legalActionList(sides[mover].state!, mover).filter((a: Action) => a.type !== "concede");
    pick = (pick * 1103515245 + 12345) % 2147483648;
    sides[mover].act(legal[pick % legal.length]!);
    sides[mover].settle();
    sides[mover].resume();
    deliver(sides);
    assert.equal(sides.A.hash(), sides.B.hash(), `step ${step}: the copies agree in public`);
  }
  // B concedes: in each copy A owns both ante cards (CR 407.2), the same change.
  const ends = (["A", "B"] as PlayerId[]).map((p) => {
    const r = apply(sides[p].state!, { type: "concede", player: "B" });
    assert.ok(r.ok);
    return r.state;
  });
  for (const e of ends) {
    assert.equal(e.outcome?.winner, "A");
    assert.deepEqual(ownershipChanges(e).map((c) => [c.name, c.from, c.to]), [[anted.B, "B", "A"]]);
  }
  assert.deepEqual(ownershipChanges(ends[0]!), ownershipChanges(ends[1]!));
});
