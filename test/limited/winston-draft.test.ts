/**
 * Full Winston drafts between two in-process sides (issue 35, part 2): the stack shuffled by both,
 * every card ending in exactly one pool, both sides' public states equal, what each side saw
 * agreeing with what the audit finds in each slot, the empty-stack rules, and determinism.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { NINETY, seededDraft, sorted } from "./winston-helpers";
import { seededBytes } from "../net/seeded-bytes";
import { runDraft } from "../../app/host/limited/winston/driver";
import type { Chooser } from "../../app/host/limited/winston/side";

test("a 90-card draft from seeded randomness: clean audit, every card in exactly one pool, both sides agree", () => {
  for (const seed of ["1", "2"]) {
    const run = seededDraft(seed);
    assert.equal(run.refused, null);
    assert.ok(run.audit.clean, JSON.stringify(run.audit));
    if (!run.audit.clean) return;
    assert.equal(run.audit.finished, true);
    const [a, b] = run.sides;
    // Both copies of the public state are the same, and the draft is over with nothing left.
    assert.deepEqual(a.state, b.state);
    assert.equal(a.state.phase, "over");
    assert.equal(a.state.stack.length, 0);
    assert.ok(a.state.piles.every((p) => p.length === 0));
    // Every card of the stack is in exactly one pool: the slots are a partition, the names the card list.
    const slots = [...a.state.pools[0]!, ...a.state.pools[1]!];
    assert.equal(new Set(slots).size, 90);
    assert.deepEqual(sorted([...run.audit.pools[0], ...run.audit.pools[1]]), sorted(NINETY));
    assert.deepEqual(sorted(run.audit.cardOfSlot.map(String)), sorted(NINETY.map((_, i) => String(i))));
    // Each side saw every card of its own pool, as the audit finds it.
    for (const side of run.sides) {
      assert.deepEqual(side.view().pool, run.audit.pools[side.seat]);
      assert.deepEqual(side.auditSecrets().pool, run.audit.pools[side.seat]);
    }
    // Every card a side was shown is the card the audit finds in that slot; the two sides
    // together saw every slot of the piles that were taken (a pile is seen before it is taken).
    for (const side of run.sides) {
      for (let k = 0; k < 90; k++) {
        const i = side.cardIndexIn(k);
        if (i !== undefined) assert.equal(i, run.audit.cardOfSlot[k], `seat ${side.seat + 1}, slot ${k + 1}`);
      }
    }
    // A side learns of the other's pool only the cards it saw there: never the blind draws.
    for (const side of run.sides) {
      const theirs = side.view().theirPool;
      assert.ok(theirs.cards.some((c) => c === null), "the other pool holds cards this side never saw");
    }
    // Turns alternate, starting with the seat drawn from both chains.
    const firstMove = a.state.moves[0]!;
    assert.equal(firstMove.seat, a.state.first);
  }
});

test("the same seed deals the same draft; another seed another", () => {
  const cards = NINETY.slice(0, 30);
  const one = seededDraft("same", cards);
  const two = seededDraft("same", cards);
  assert.deepEqual(one.record, two.record);
  assert.deepEqual(one.audit, two.audit);
  const three = seededDraft("other", cards);
  assert.notDeepEqual(one.record, three.record);
  assert.ok(one.audit.clean && three.audit.clean);
  assert.notDeepEqual(one.audit.cardOfSlot, three.audit.cardOfSlot);
});

test("neither side alone orders the stack: each side's randomness changes the order", () => {
  const cards = NINETY.slice(0, 12);
  const draft = (a: string, b: string) =>
    runDraft({ setup: { drawId: "d", cards }, rands: [seededBytes(a), seededBytes(b)], choosers: [() => "take", () => "take"] }).audit;
  const base = draft("A", "B");
  const otherA = draft("A2", "B");
  const otherB = draft("A", "B2");
  assert.ok(base.clean && otherA.clean && otherB.clean);
  assert.notDeepEqual(base.cardOfSlot, otherA.cardOfSlot);
  assert.notDeepEqual(base.cardOfSlot, otherB.cardOfSlot);
});

test("the empty stack: a pile with nothing after it must be taken, the last card is drawn blind, every card ends in a pool", () => {
  const always = (t: "take" | "pass"): Chooser => (v) => (t === "pass" && v.mayPass ? "pass" : "take");
  for (const n of [3, 4, 5, 7, 11]) {
    const cards = NINETY.slice(0, n);
    for (const [ca, cb] of [["pass", "pass"], ["take", "take"], ["pass", "take"]] as const) {
      const run = runDraft({ setup: { drawId: `e${n}`, cards }, rands: [seededBytes(`a${n}`), seededBytes(`b${n}`)], choosers: [always(ca), always(cb)] });
      assert.equal(run.refused, null);
      assert.ok(run.audit.clean && run.audit.finished, `${n} cards, ${ca}/${cb}`);
      if (run.audit.clean) assert.deepEqual(sorted([...run.audit.pools[0], ...run.audit.pools[1]]), sorted(cards), `${n} cards, ${ca}/${cb}`);
    }
  }
  // Always passing: each turn adds a card to each pile and draws one blind, until the stack runs out.
  const run = runDraft({ setup: { drawId: "p", cards: NINETY.slice(0, 9) }, rands: [seededBytes("pa"), seededBytes("pb")], choosers: [always("pass"), always("pass")] });
  const moves = run.sides[0].state.moves;
  // Turn 1 passes three one-card piles (each grows to two) and draws blind: 9 − 3 − 3 − 1 = 2 left.
  // Turn 2 passes pile 1 (the stack's next-to-last card added) and pile 2 (the last card added: pile 3
  // still holds cards), then must take pile 3, nothing being left after it.
  assert.deepEqual(moves.map((m) => [m.seat === moves[0]!.seat ? "first" : "second", m.t, m.slots.length]).slice(0, 6), [
    ["first", "pass", 1], ["first", "pass", 1], ["first", "pass", 1],
    ["second", "pass", 2], ["second", "pass", 2], ["second", "take", 2],
  ]);
  assert.ok(run.audit.clean);
});

test("the first player is drawn from both chains: some seeds start with seat 1, some with seat 2", () => {
  const firsts = new Set<number>();
  for (let i = 0; i < 8 && firsts.size < 2; i++) {
    const run = runDraft({ setup: { drawId: `f${i}`, cards: NINETY.slice(0, 3) }, rands: [seededBytes(`fa${i}`), seededBytes(`fb${i}`)], choosers: [() => "take", () => "take"] });
    firsts.add(run.sides[0].state.first!);
  }
  assert.deepEqual([...firsts].sort(), [0, 1]);
});
