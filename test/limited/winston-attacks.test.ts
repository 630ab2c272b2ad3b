/**
 * A modified program in a Winston draft: forged, malformed and out-of-turn messages are refused
 * with a clear code and change nothing; a side that lies about a pile (a wrong slot key, a claim
 * to have seen other cards, a pool it did not take) or tampers with the shuffle is named by the audit.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { bytesToHex } from "@noble/hashes/utils.js";
import { NINETY, seededChooser, seededDraft } from "./winston-helpers";
import { seededBytes } from "../net/seeded-bytes";
import { decodePoint, encodePoint, encodeScalar, lock, randomScalar } from "../../app/host/net/hidden/group";
import { initialState, other, readMessage, sawCommitment, whoOwes, WinstonError, type Seat, type WinstonMessage } from "../../app/host/limited/winston/protocol";
import { WinstonSide, type Chooser } from "../../app/host/limited/winston/side";
import { auditDraft, type RecordedMessage } from "../../app/host/limited/winston/audit";

const CARDS = NINETY.slice(0, 24);

/** Two honest sides driven until `until` holds (or the draft ends); the messages recorded. */
function drive(until: (s: WinstonSide["state"]) => boolean, cards: readonly string[] = CARDS, choosers: [Chooser, Chooser] = [seededChooser("x"), seededChooser("y", 160)]) {
  const sides: [WinstonSide, WinstonSide] = [new WinstonSide(0, { drawId: "atk", cards }, seededBytes("atk/A")), new WinstonSide(1, { drawId: "atk", cards }, seededBytes("atk/B"))];
  const record: RecordedMessage[] = [];
  for (;;) {
    const from = whoOwes(sides[0].state);
    if (from === null || until(sides[0].state)) break;
    const msg = sides[from].next(choosers[from])!;
    const wire = JSON.parse(JSON.stringify(msg)) as unknown;
    record.push({ from, msg: wire });
    sides[other(from)].receive(wire);
  }
  return { sides, record, finish: () => drive(() => false) };
}

/** Runs two sides' draft to its end. */
function finish(sides: [WinstonSide, WinstonSide], choosers: [Chooser, Chooser]) {
  for (let from = whoOwes(sides[0].state); from !== null; from = whoOwes(sides[0].state)) sides[other(from)].receive(JSON.parse(JSON.stringify(sides[from].next(choosers[from]))));
}

/** Sends `msg` to `to` and expects a refusal with `code` that leaves its state and view untouched. */
function refused(to: WinstonSide, msg: unknown, code: string) {
  const before = JSON.stringify(to.state);
  const view = JSON.stringify(to.view());
  assert.throws(() => to.receive(msg), (e: unknown) => e instanceof WinstonError && e.code === code && e.message.length > 10, `expected ${code} for ${JSON.stringify(msg)?.slice(0, 120)}`);
  assert.equal(JSON.stringify(to.state), before);
  assert.equal(JSON.stringify(to.view()), view);
}

test("forged, malformed and out-of-turn messages during the draft are refused with a code; nothing changes; the honest message is then taken", () => {
  // Stop where the first looker's keys are owed: the other side owes a show.
  const { sides } = drive((s) => s.phase === "draft" && s.owes === "show");
  const s = sides[0].state;
  const looker = sides[s.active];
  const shower = sides[other(s.active)];
  const slot = s.piles[0]![0]!;
  const keyOf = (k: number) => shower.auditSecrets().slotKeys[k]!;
  const saw = "0".repeat(64);

  refused(looker, null, "malformed");
  refused(looker, "show", "malformed");
  refused(looker, [], "malformed");
  refused(looker, { t: "peek" }, "malformed");
  refused(looker, { t: "show", keys: { [slot]: keyOf(slot) }, extra: 1 }, "malformed");
  refused(looker, { t: "show", keys: { [slot]: "zz" } }, "malformed");
  refused(looker, { t: "show", keys: { "-1": keyOf(slot) } }, "malformed");
  refused(looker, { t: "show", keys: { [slot]: "f".repeat(64) } }, "malformed"); // not a scalar of the group
  refused(looker, { t: "show", keys: {} }, "wrong-count");
  refused(looker, { t: "show", keys: { [slot]: keyOf(slot), [slot + 1]: keyOf(slot + 1) } }, "wrong-count");
  refused(looker, { t: "show", keys: { [slot]: keyOf(slot + 5) } }, "key-mismatch");
  refused(looker, { t: "show", keys: { [slot]: encodeScalar(randomScalar(seededBytes("forged"))) } }, "key-mismatch");
  refused(looker, { t: "take", pile: 1, saw }, "out-of-turn");
  refused(looker, { t: "shuffle", step: 1, entries: [], deckKey: saw, chain: saw }, "out-of-turn");

  // The honest keys are still taken, and the looker then owes its move: the shower may not send it.
  const show = shower.next(() => "take")!;
  assert.deepEqual(show, { t: "show", keys: { [slot]: keyOf(slot) } });
  looker.receive(show);
  // The move is the looker's: the same decision coming from the other seat is out of turn.
  refused(looker, { t: "pass", pile: 1, saw }, "out-of-turn");
  assert.equal(looker.state.owes, "move");
  const msg = looker.next(() => "pass")!;
  refused(shower, { ...msg, pile: 2 }, "out-of-turn");
  refused(shower, { ...msg, saw: "xyz" }, "malformed");
  refused(shower, { ...msg, t: "skip" }, "malformed");
  shower.receive(msg);
  assert.deepEqual(shower.state, looker.state);
});

test("a pile with nothing after it cannot be passed (illegal-move), and nothing is taken once the draft is over", () => {
  const three = NINETY.slice(0, 3);
  // Three cards, no stack: the first looker passes piles 1 and 2 and must take pile 3.
  const { sides } = drive((s) => s.phase === "draft" && s.at === 2 && s.owes === "move", three, [(v) => (v.mayPass ? "pass" : "take"), (v) => (v.mayPass ? "pass" : "take")]);
  const s = sides[0].state;
  const receiver = sides[other(s.active)];
  refused(receiver, { t: "pass", pile: 3, saw: "0".repeat(64) }, "illegal-move");
  const msg = sides[s.active].next(() => "pass")!; // the side's own copy turns it into a take
  assert.equal((msg as { t: string }).t, "take");
  receiver.receive(msg);
  // Piles 1 and 2 are still there (nothing was added to them): the other player's turn.
  assert.equal(receiver.state.phase, "draft");
  assert.equal(receiver.state.active, other(s.active));
  finish(sides, [() => "take", () => "take"]);
  assert.equal(receiver.state.phase, "over");
  assert.deepEqual(sides[0].state, sides[1].state);
  refused(receiver, msg, "draft-over");
  refused(receiver, { t: "show", keys: {} }, "draft-over");
});

test("forged shuffle steps are refused at once: wrong count, a repeated entry, a bad point, a link that is not the chain's", () => {
  const { sides } = drive((s) => s.steps.length === 1);
  const step1 = JSON.parse(JSON.stringify(sides[0].state.steps[0])) as { entries: string[] };
  const b = sides[1];
  // Seat 2 already has step 1; a second step 1 is out of turn.
  refused(b, step1, "out-of-turn");
  // Step 2 comes from seat 2, so seat 1 checks it: build forged ones from seat 2's honest one.
  const a = sides[0];
  const honest2 = b.next(seededChooser("z"))!;
  const h2 = honest2 as unknown as { entries: string[] };
  refused(a, { ...honest2, entries: h2.entries.slice(1) }, "wrong-count");
  refused(a, { ...honest2, entries: [h2.entries[1], ...h2.entries.slice(1)] }, "duplicate-entry");
  refused(a, { ...honest2, entries: ["00".repeat(32), ...h2.entries.slice(1)] }, "malformed"); // the identity point
  a.receive(honest2);
  const honest3 = a.next(seededChooser("z"))! as WinstonMessage & { link: string; slotKeys: string[] };
  refused(b, { ...honest3, link: bytesToHex(seededBytes("another link")(32)) }, "bad-random");
  refused(b, { ...honest3, slotKeys: honest3.slotKeys.slice(1) }, "wrong-count");
  b.receive(honest3);
});

test("a side that sends a wrong slot key is refused at once, and the audit names it", () => {
  for (const liar of [0, 1] as Seat[]) {
    let lied = false;
    const run = seededDraft(`key${liar}`, CARDS, {
      tamper: (from, msg, side) => {
        if (from !== liar || msg.t !== "show" || lied) return msg;
        lied = true;
        const keys = side.auditSecrets().slotKeys;
        const [slot] = Object.keys(msg.keys);
        // The key of another of its slots: a valid scalar, the wrong commitment.
        return { t: "show", keys: { ...msg.keys, [slot!]: keys[(Number(slot) + 1) % keys.length] } };
      },
    });
    assert.ok(lied);
    assert.equal(run.refused?.from, liar);
    assert.equal(run.refused?.code, "key-mismatch");
    assert.ok(!run.audit.clean);
    if (!run.audit.clean) {
      assert.equal(run.audit.cheater, liar);
      assert.equal(run.audit.code, "key-mismatch");
    }
  }
});

test("a looker that claims to have seen another card than the pile's is named by the audit", () => {
  for (const liar of [0, 1] as Seat[]) {
    let lied = false;
    const run = seededDraft(`saw${liar}`, CARDS, {
      tamper: (from, msg, side) => {
        if (from !== liar || (msg.t !== "take" && msg.t !== "pass") || lied) return msg;
        lied = true;
        // Its real salt, and the pile's cards with the first one swapped for another card.
        const salt = side.auditSecrets().salts.at(-1)!;
        const slots = side.state.moves.at(-1)!.slots;
        const cards = slots.map((k) => side.cardIndexIn(k)!);
        cards[0] = (cards[0]! + 1) % CARDS.length;
        return { ...msg, saw: sawCommitment(salt, cards) };
      },
    });
    assert.ok(lied);
    assert.equal(run.refused, null, "the other side cannot see the lie in play");
    assert.ok(!run.audit.clean);
    if (!run.audit.clean) {
      assert.equal(run.audit.cheater, liar);
      assert.equal(run.audit.code, "wrong-card");
    }
  }
});

test("a side that names a pool it did not take is named by the audit; one that withholds its secrets too", () => {
  const pool = seededDraft("pool", CARDS, { tamperSecrets: (seat, s) => (seat === 1 ? { ...s, pool: ["Black Lotus", ...s.pool.slice(1)] } : s) });
  assert.ok(!pool.audit.clean && pool.audit.cheater === 1 && pool.audit.code === "wrong-card", JSON.stringify(pool.audit));
  const withheld = seededDraft("pool", CARDS, { tamperSecrets: (seat, s) => (seat === 0 ? null : s) });
  assert.ok(!withheld.audit.clean && withheld.audit.cheater === 0 && withheld.audit.code === "withheld");
  const badKey = seededDraft("pool", CARDS, { tamperSecrets: (seat, s) => (seat === 1 ? { ...s, slotKeys: [...s.slotKeys].reverse() } : s) });
  assert.ok(!badKey.audit.clean && badKey.audit.cheater === 1 && badKey.audit.code === "key-mismatch", JSON.stringify(badKey.audit));
  const badChain = seededDraft("pool", CARDS, { tamperSecrets: (seat, s) => (seat === 0 ? { ...s, chainSeed: "1".repeat(64) } : s) });
  assert.ok(!badChain.audit.clean && badChain.audit.cheater === 0 && badChain.audit.code === "bad-random");
  // The honest run of the same seed is clean, and the audit is the same from either side's record.
  const honest = seededDraft("pool", CARDS);
  assert.ok(honest.audit.clean);
  const shown = honest.sides.map((s) => s.auditSecrets()) as [unknown, unknown];
  assert.deepEqual(auditDraft({ drawId: "draw/pool", cards: CARDS }, honest.record, shown), honest.audit);
});

test("a side that tampers with its step of the shuffle is named by the audit (the looker stops at the bad card)", () => {
  for (const [cheater, stepNo] of [[0, 3], [1, 4], [1, 2]] as const) {
    const run = seededDraft(`shuffle${stepNo}`, CARDS, {
      tamper: (from, msg) => {
        if (from !== cheater || msg.t !== "shuffle" || msg.step !== stepNo) return msg;
        // Slot 1 (the first pile's card) replaced by another entry locked once more: a valid,
        // distinct point that opens no card.
        const entries = [...msg.entries];
        entries[0] = encodePoint(lock(decodePoint(entries[1], "entry"), randomScalar(seededBytes("tamper"))));
        return { ...msg, entries };
      },
    });
    assert.ok(!run.audit.clean, `step ${stepNo}`);
    if (!run.audit.clean) {
      assert.equal(run.audit.cheater, cheater, `step ${stepNo}: ${run.audit.message}`);
      assert.equal(run.audit.code, "substituted-entry");
    }
    // A looker shown the bad slot refuses it at once (not-a-card); if the other side took it
    // unseen, only the audit finds it. Either way the audit names the side whose step it was.
    if (run.refused) assert.equal(run.refused.code, "not-a-card");
  }
});

test("message shapes from the wire: sizes and fields are bounded before anything is read", () => {
  const n = 24;
  const hex = "a".repeat(64);
  const bad = (v: unknown) => assert.throws(() => readMessage(v, n), (e: unknown) => e instanceof WinstonError && e.code === "malformed", JSON.stringify(v)?.slice(0, 80));
  bad({ t: "show", keys: Object.fromEntries(Array.from({ length: n + 1 }, (_, i) => [String(i), hex])) });
  bad({ t: "show", keys: { [String(n)]: hex } });
  bad({ t: "show", keys: { "01": hex } });
  bad({ t: "show", keys: { "1": 7 } });
  bad({ t: "shuffle", step: 5, entries: [], deckKey: hex, chain: hex });
  bad({ t: "shuffle", step: 1, entries: Array.from({ length: 601 }, () => hex), deckKey: hex, chain: hex });
  bad({ t: "shuffle", step: 1, entries: [hex], deckKey: hex });
  bad({ t: "shuffle", step: 3, entries: [hex], slotKeys: [hex], link: hex, deckKey: hex });
  bad({ t: "take", pile: 0, saw: hex });
  bad({ t: "take", pile: "1", saw: hex });
  bad({ t: "pass", pile: 1, saw: hex.toUpperCase() });
  assert.deepEqual(readMessage({ t: "pass", pile: 2, saw: hex }, n), { t: "pass", pile: 2, saw: hex });
  assert.throws(() => initialState({ drawId: "x", cards: ["A", "B"] }), (e: unknown) => e instanceof WinstonError && e.code === "wrong-count");
  assert.throws(() => initialState({ drawId: "", cards: ["A", "B", "C"] }), (e: unknown) => e instanceof WinstonError && e.code === "malformed");
});
