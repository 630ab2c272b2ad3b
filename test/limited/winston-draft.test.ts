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
import { WinstonSide, type Chooser } from "../../app/host/limited/winston/side";
import { heuristicChooser } from "../../app/host/limited/winston/drafter";
import { applyMessage, initialState, publicHash, whoOwes } from "../../app/host/limited/winston/protocol";

test("a 90-card draft from seeded randomness: clean audit, every card in exactly one pool, both sides agree", () => {
  for (const seed of ["1", "2"]) {
    // Six boosters' worth, and (seed 2) a 45-card stack that ends on other turns.
    const cards = seed === "1" ? NINETY : NINETY.slice(0, 45);
    const n = cards.length;
    const run = seededDraft(seed, cards);
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
    assert.equal(slots.length, n);
    assert.equal(new Set(slots).size, n);
    assert.deepEqual(sorted([...run.audit.pools[0], ...run.audit.pools[1]]), sorted(cards));
    assert.deepEqual(sorted(run.audit.cardOfSlot.map(String)), sorted(cards.map((_, i) => String(i))));
    // Each side saw every card of its own pool, as the audit finds it.
    for (const side of run.sides) {
      assert.deepEqual(side.view().pool, run.audit.pools[side.seat]);
      assert.deepEqual(side.auditSecrets().pool, run.audit.pools[side.seat]);
    }
    // Every card a side was shown is the card the audit finds in that slot; the two sides
    // together saw every slot of the piles that were taken (a pile is seen before it is taken).
    for (const side of run.sides) {
      for (let k = 0; k < n; k++) {
        const i = side.cardIndexIn(k);
        if (i !== undefined) assert.equal(i, run.audit.cardOfSlot[k], `seat ${side.seat + 1}, slot ${k + 1}`);
        // It knows exactly the slots both copies record as shown to it, and all of its own pool.
        assert.equal(i !== undefined, a.state.seen[side.seat]![k], `seat ${side.seat + 1}, slot ${k + 1}`);
        if (a.state.pools[side.seat]!.includes(k)) assert.notEqual(i, undefined);
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

test("a side rebuilt from the log after a crash holds the same state and secrets, and the draft goes on to the same end", () => {
  const cards = NINETY.slice(0, 30);
  const choosers: [Chooser, Chooser] = [heuristicChooser(), heuristicChooser()];
  const setup = { drawId: "resume", cards };
  const whole = runDraft({ setup, rands: [seededBytes("rA"), seededBytes("rB")], choosers });
  assert.ok(whole.audit.clean);
  for (const cut of [2, 5, 23, whole.record.length - 1]) {
    const head = whole.record.slice(0, cut);
    const sides = [WinstonSide.fromLog(0, setup, seededBytes("rA"), head), WinstonSide.fromLog(1, setup, seededBytes("rB"), head)] as const;
    assert.equal(publicHash(sides[0].state), publicHash(sides[1].state));
    const rest = [...head];
    for (let from = whoOwes(sides[0].state); from !== null; from = whoOwes(sides[0].state)) {
      const msg = JSON.parse(JSON.stringify(sides[from].next(choosers[from]))) as unknown;
      rest.push({ from, msg });
      sides[from === 0 ? 1 : 0].receive(msg);
    }
    assert.deepEqual(rest, whole.record, `cut after message ${cut}`);
    assert.deepEqual(sides.map((s) => s.auditSecrets()), whole.sides.map((s) => s.auditSecrets()));
  }
  // Another side's secrets do not make the logged messages again: the log is refused.
  assert.throws(() => WinstonSide.fromLog(0, setup, seededBytes("someone else"), whole.record.slice(0, 3)), /not the one this side makes again/);
});

test("the public hash changes with every message and is the same in both copies", () => {
  const cards = NINETY.slice(0, 12);
  const run = seededDraft("hash", cards);
  let state = initialState({ drawId: "draw/hash", cards });
  const hashes = new Set([publicHash(state)]);
  for (const { from, msg } of run.record) {
    const r = applyMessage(state, from, msg);
    assert.ok(r.ok);
    if (r.ok) state = r.state;
    hashes.add(publicHash(state));
  }
  assert.equal(hashes.size, run.record.length + 1);
  assert.equal(publicHash(run.sides[0].state), publicHash(state));
  assert.equal(publicHash(run.sides[1].state), publicHash(state));
});

test("random small drafts: after every message each slot is in exactly one place, and the draft always ends with every card in a pool", () => {
  for (let i = 0; i < 10; i++) {
    const n = 3 + ((i * 7) % 17);
    const cards = NINETY.slice(0, n);
    const choice = seededBytes(`small/${i}`);
    const chooser: Chooser = () => (choice(1)[0]! < 80 + i * 8 ? "take" : "pass");
    let checked = 0;
    const run = runDraft({
      setup: { drawId: `small${i}`, cards }, rands: [seededBytes(`sa${i}`), seededBytes(`sb${i}`)], choosers: [chooser, chooser],
      onMessage: (_from, _msg, sides) => {
        const s = sides[0].state;
        assert.equal(publicHash(s), publicHash(sides[1].state));
        if (s.phase === "shuffle") return;
        const places = [...s.stack, ...s.piles.flat(), ...s.pools.flat()];
        assert.equal(places.length, n);
        assert.equal(new Set(places).size, n);
        // A pile is empty only once the stack is.
        if (s.piles.some((p) => p.length === 0)) assert.equal(s.stack.length, 0);
        checked++;
      },
    });
    assert.ok(checked > 0);
    assert.ok(run.audit.clean && run.audit.finished, `draft ${i} (${n} cards)`);
    if (run.audit.clean) assert.deepEqual(sorted([...run.audit.pools[0], ...run.audit.pools[1]]), sorted(cards));
  }
});
