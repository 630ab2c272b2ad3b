/**
 * The Winston draft's pool phase (app/host/limited/event/winston-phase.ts) between two phases in
 * memory, their bodies copied through JSON and logged as the event session logs them: the card
 * list from both sides' contributions, the draft by the computer drafter on both sides, every card
 * in exactly one pool, the same pools after either side is rebuilt from its log midway, the audit
 * naming a side that lied about a pile or its pool, and forged, malformed and out-of-turn bodies
 * refused with nothing changed.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { loadCardData } from "../../app/host/collection/card-data";
import { Identity } from "../../app/host/net/identity";
import { parsePackSpec } from "../../app/host/limited/packs";
import { WinstonPhase, WINSTON_MAX_CARDS, type WinstonChoice, type WinstonLook } from "../../app/host/limited/event/winston-phase";
import { encodeEventMessage, EventRefusal, MAX_EVENT_FRAME, type EventRefusalCode } from "../../app/host/limited/event/wire";
import type { PhaseBody, PoolPhaseSetup } from "../../app/host/limited/event/phase";
import { heuristicChooser } from "../../app/host/limited/winston/drafter";
import { publicHash, sawCommitment } from "../../app/host/limited/winston/protocol";
import { seededBytes } from "../net/seeded-bytes";

const sets = loadCardData().sets;
type Seat = 0 | 1;
type Log = { from: "me" | "peer"; body: PhaseBody }[];
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

interface Pair {
  setups: [PoolPhaseSetup, PoolPhaseSetup];
  phases: [WinstonPhase, WinstonPhase];
  logs: [Log, Log];
  /** The largest frame a body made, signed as the session signs it. */
  largestFrame: number;
}

function pair(spec = "3ED:6"): Pair {
  const eventId = randomBytes(32).toString("hex");
  const ids = [Identity.generate().identity, Identity.generate().identity];
  const make = (role: "host" | "guest", identity: Identity): PoolPhaseSetup => ({ identity, eventId, role, spec: parsePackSpec(spec, sets), sets });
  const setups: [PoolPhaseSetup, PoolPhaseSetup] = [make("host", ids[0]!), make("guest", ids[1]!)];
  return { setups, phases: [new WinstonPhase(setups[0]), new WinstonPhase(setups[1])], logs: [[], []], largestFrame: 0 };
}

type Chooser = (look: WinstonLook) => WinstonChoice;
const computer = (): [Chooser, Chooser] => [heuristicChooser(), heuristicChooser()];

/**
 * Moves one body from the side that owes one to the other (after the player decided, if asked);
 * false when neither owes anything. `tamper` plays a modified program: what it sends instead.
 */
function step(p: Pair, choose: [Chooser, Chooser], tamper?: (seat: Seat, body: PhaseBody) => PhaseBody): boolean {
  for (const seat of [0, 1] as const) {
    const me = p.phases[seat];
    const look = me.pending();
    if (look) me.decide(choose[seat](look));
    const due = me.due();
    if (!due.length) continue;
    const body = due[0]!;
    me.apply(body, "me");
    p.logs[seat].push({ from: "me", body: copy(body) });
    const sent = copy(tamper ? tamper(seat, body) : body);
    p.largestFrame = Math.max(p.largestFrame, encodeEventMessage(p.setups[seat].identity, { event: p.setups[0].eventId, seq: 1, prev: "0".repeat(64), type: "phase", body: sent }).frame.length);
    const other = 1 - seat;
    p.phases[other]!.apply(sent, "peer");
    p.logs[other]!.push({ from: "peer", body: copy(sent) });
    return true;
  }
  return false;
}

function runToEnd(p: Pair, choose: [Chooser, Chooser], tamper?: Parameters<typeof step>[2]): void {
  for (let guard = 0; guard < 2000; guard++) if (!step(p, choose, tamper)) return;
  throw new Error("the draft did not end");
}

/** A side rebuilt from its log, as the session rebuilds it after kill -9. */
function rebuild(p: Pair, seat: Seat): void {
  const fresh = new WinstonPhase(p.setups[seat]);
  for (const { from, body } of p.logs[seat]) fresh.apply(copy(body), from);
  p.phases[seat] = fresh;
}

const names = (pool: { name: string }[][] | null) => (pool ?? []).flat().map((c) => c.name);
const key = (c: { name: string; set: string; number: string | number }) => `${c.name}|${c.set}|${c.number}`;

function refusal(code: EventRefusalCode, re: RegExp) {
  return (e: unknown) => e instanceof EventRefusal && e.code === code && re.test(e.message);
}

/** What a phase's state looks like from outside: compared before and after a refused body. */
function snapshot(ph: WinstonPhase) {
  return JSON.stringify({ state: ph.side ? publicHash(ph.side.state) : null, due: ph.due(), pending: ph.pending(), pool: names(ph.pool) });
}

test("six Revised boosters drafted by the computer on both sides: every card in exactly one pool, both audits clean", { timeout: 1_200_000 }, () => {
  const p = pair("3ED:6");
  runToEnd(p, computer());
  const [host, guest] = p.phases;
  const cards = host.cards!;
  assert.equal(cards.length, 90);
  assert.deepEqual(guest.cards, cards, "both sides drew the same card list");
  assert.ok(host.pool && guest.pool);
  assert.equal(host.side!.state.phase, "over");
  // Every card of the packs in exactly one pool: the pools' printings are the card list, as a multiset.
  const both = [...host.pool.flat(), ...guest.pool.flat()].map(key).sort();
  assert.deepEqual(both, cards.map(key).sort());
  assert.ok(host.pool.flat().length > 20 && guest.pool.flat().length > 20, "both drafted a real share");
  // Each side's audit of the other finds the pool the other has.
  assert.deepEqual(host.peerPool(copy(guest.final())).flat().map(key), guest.pool.flat().map(key));
  assert.deepEqual(guest.peerPool(copy(host.final())).flat().map(key), host.pool.flat().map(key));
  assert.notDeepEqual(host.poolKey, guest.poolKey);
  assert.ok(p.largestFrame <= MAX_EVENT_FRAME, `largest frame ${p.largestFrame} bytes`);
  // The final bodies fit in a frame too.
  for (const seat of [0, 1] as const) {
    const f = encodeEventMessage(p.setups[seat].identity, { event: p.setups[0].eventId, seq: 1, prev: "0".repeat(64), type: "final", body: p.phases[seat].final() });
    assert.ok(f.frame.length <= MAX_EVENT_FRAME, `final frame ${f.frame.length} bytes`);
  }
});

test("a side rebuilt from its log midway (either side, at several points) goes on to the very same pools", { timeout: 1_200_000 }, () => {
  // The reference: one uninterrupted draft.
  const ref = pair("LEG:1,DRK:2");
  runToEnd(ref, computer());
  const expected = [names(ref.phases[0].pool), names(ref.phases[1].pool)];

  // The same event (same keys, same event id), each side rebuilt from its log now and then.
  const p: Pair = { ...ref, phases: [new WinstonPhase(ref.setups[0]), new WinstonPhase(ref.setups[1])], logs: [[], []] };
  const choose = computer();
  let moved = 0;
  let rebuilt = 0;
  while (step(p, choose)) {
    moved++;
    if (moved % 13 === 0) {
      const seat = (rebuilt++ % 2) as Seat;
      const before = snapshot(p.phases[seat]);
      rebuild(p, seat);
      assert.equal(snapshot(p.phases[seat]), before, `side ${seat + 1} rebuilt after ${moved} bodies is in the same state`);
    }
  }
  assert.ok(rebuilt >= 4, `rebuilt ${rebuilt} times`);
  assert.deepEqual([names(p.phases[0].pool), names(p.phases[1].pool)], expected);
  // A pile left undecided is not in the log: the rebuilt side is asked again, the same pile.
  const q = pair("DRK:2");
  const c2 = computer();
  while (!q.phases[0].pending() && !q.phases[1].pending()) step(q, c2);
  const seat: Seat = q.phases[0].pending() ? 0 : 1;
  const look = q.phases[seat].pending();
  q.phases[seat].decide("take");
  assert.equal(q.phases[seat].pending(), null);
  rebuild(q, seat);
  assert.deepEqual(q.phases[seat].pending(), look);
  assert.deepEqual(q.phases[seat].due(), []);
  runToEnd(q, c2);
  assert.equal(names(q.phases[0].pool).length + names(q.phases[1].pool).length, 16);
});

test("a log that is not this side's (another key) is refused on rebuild", () => {
  const p = pair("DRK:2");
  const choose = computer();
  for (let i = 0; i < 12; i++) step(p, choose);
  const stranger = new WinstonPhase({ ...p.setups[0], identity: Identity.generate().identity });
  assert.throws(() => {
    for (const { from, body } of p.logs[0]) stranger.apply(copy(body), from);
  }, refusal("bad-body", /does not make again from its secrets/));
});

test("a side that lies about a pile it looked at is named by the other's audit", { timeout: 1_200_000 }, () => {
  const p = pair("DRK:2,FEM:1");
  let lies = 0;
  // The guest's program commits, at its decisions, to cards it did not see (its own copy keeps the truth).
  runToEnd(p, computer(), (seat, body) => {
    if (seat !== 1 || (body.t !== "take" && body.t !== "pass") || lies++ !== 3) return body;
    return { ...body, saw: sawCommitment("00".repeat(16), [0, 1, 2]) };
  });
  assert.ok(lies > 3);
  const [host, guest] = p.phases;
  assert.ok(host.pool && guest.pool, "nobody can tell during the draft");
  assert.throws(() => host.peerPool(copy(guest.final())), refusal("cheated", /the guest \(seat 2\), cheated in the Winston draft: .*decision \d+ .*other cards than the pile's/));
  // The honest host's own audit by the guest is clean.
  assert.deepEqual(guest.peerPool(copy(host.final())).flat().map(key), host.pool.flat().map(key));
});

test("a side that lies at the audit (its pool, its keys, its salts) is named", { timeout: 1_200_000 }, () => {
  const p = pair("DRK:2,FEM:1");
  runToEnd(p, computer());
  const [host, guest] = p.phases;
  const honest = copy(host.final());
  const pool = honest.pool as string[];
  const other = pool.findIndex((c) => c !== pool[0]);
  const swapped = [...pool];
  [swapped[0], swapped[other]] = [swapped[other]!, swapped[0]!];
  // A better card claimed in place of one taken.
  assert.throws(() => guest.peerPool({ ...honest, pool: swapped }), refusal("cheated", /the host \(seat 1\), cheated.*names card 1 of its pool/));
  assert.throws(() => guest.peerPool({ ...honest, pool: [...pool, "Black Lotus"] }), refusal("cheated", /the host \(seat 1\).*names a pool of/));
  // A slot key that is not the one committed to in the shuffle.
  const keys = [...(honest.slotKeys as string[])];
  keys[5] = keys[6]!;
  assert.throws(() => guest.peerPool({ ...honest, slotKeys: keys }), refusal("cheated", /the host \(seat 1\)/));
  // A salt that does not open its `saw` commitment.
  const salts = [...(honest.salts as string[])];
  salts[0] = "ab".repeat(16);
  assert.throws(() => guest.peerPool({ ...honest, salts }), refusal("cheated", /the host \(seat 1\).*other cards than the pile's/));
  // A malformed secrets body is refused as such.
  assert.throws(() => guest.peerPool({ ...honest, extra: 1 }), refusal("bad-body", /unknown field "extra"/));
  assert.throws(() => guest.peerPool({ ...honest, slotKeys: "no" }), refusal("bad-body", /"slotKeys"/));
  // And the honest secrets still pass.
  assert.deepEqual(names(guest.peerPool(honest)), names(host.pool));
});

test("malformed, forged and out-of-turn bodies are refused and change nothing; the draft then ends cleanly", () => {
  const p = pair("DRK:2,FEM:1");
  const choose = computer();
  const attempts: [string, (seat: Seat) => PhaseBody, EventRefusalCode, RegExp][] = [
    ["unknown type", () => ({ t: "grab" }), "bad-body", /Unknown Winston draft message/],
    ["extra field", () => ({ t: "take", pile: 1, saw: "ab".repeat(32), extra: true }), "bad-body", /unknown field/],
    ["no pile", () => ({ t: "take", pile: 4, saw: "ab".repeat(32) }), "bad-body", /names no pile/],
    ["bad show", () => ({ t: "show", keys: { "9999": "ab".repeat(32) } }), "bad-body", /names no slot|out-of-turn|wrong-count/],
    ["second commitment", () => ({ t: "commit", contrib: "ab".repeat(32) }), "bad-body", /second Winston commitment/],
    ["second contribution", () => ({ t: "contrib", r: "ab".repeat(32) }), "bad-body", /second contribution/],
    ["a shuffle step again", () => ({ t: "shuffle", step: 1, entries: [], deckKey: "ab".repeat(32), chain: "ab".repeat(32) }), "bad-body", /out-of-turn|Shuffle step/],
  ];
  let tried = 0;
  let outOfTurn = 0;
  let steps = 0;
  while (step(p, choose)) {
    steps++;
    if (steps < 8 || steps % 11 !== 0) continue;
    for (const seat of [0, 1] as const) {
      const ph = p.phases[seat];
      const before = snapshot(ph);
      // One side may see the draft over a step before the other (the last pile taken): then a
      // message that is well formed is refused because the draft is over, not as out of turn.
      const over = ph.side!.state.phase === "over";
      for (const [what, make, code, re] of attempts) {
        assert.throws(() => ph.apply(make(seat), "peer"), refusal(code, over ? new RegExp(`${re.source}|draft-over`) : re), what);
        tried++;
      }
      // A decision from the peer when the peer owes none (it is this side's turn, or the peer owes keys).
      const s = ph.side!.state;
      if (s.phase === "draft" && !(s.owes === "move" && s.active !== seat)) {
        assert.throws(() => ph.apply({ t: "take", pile: s.at + 1, saw: "cd".repeat(32) }, "peer"), refusal("bad-body", /out-of-turn/));
        outOfTurn++;
      }
      // A decision by this side's player when none is owed.
      if (!ph.pending()) assert.throws(() => ph.decide("take"), /not your turn/);
      assert.equal(snapshot(ph), before, "nothing changed");
    }
  }
  assert.ok(tried > 20 && outOfTurn > 2, `${tried} forged bodies, ${outOfTurn} out of turn`);
  const [host, guest] = p.phases;
  assert.equal(names(host.pool).length + names(guest.pool).length, host.cards!.length);
  assert.deepEqual(names(host.peerPool(copy(guest.final()))), names(guest.pool));
  // After the end: no more draft messages, no decisions.
  assert.throws(() => host.apply({ t: "take", pile: 1, saw: "ab".repeat(32) }, "peer"), refusal("bad-body", /draft-over|over/));
  assert.throws(() => host.decide("take"), /not your turn/);
});

test("a pass that is not allowed is refused before anything is sent; a contribution that breaks its commitment is cheating", () => {
  const p = pair("DRK:1");
  const choose = computer();
  // Pass everything until a pile must be taken: the player's "pass" there is refused.
  let refusedPass = false;
  runToEnd(p, [
    (look) => {
      if (!look.mayPass) {
        assert.throws(() => p.phases[look.seat].decide("pass"), /must be taken/);
        refusedPass = true;
        return "take";
      }
      return "pass";
    },
    choose[1],
  ]);
  assert.ok(refusedPass);
  assert.equal(names(p.phases[0].pool).length + names(p.phases[1].pool).length, 8);

  const q = pair("DRK:1");
  const [host, guest] = q.phases;
  guest.apply(host.due()[0]!, "peer");
  const commit = guest.due()[0]!;
  guest.apply(commit, "me");
  host.apply(copy(commit), "peer");
  const contrib = { t: "contrib", r: "ee".repeat(32) };
  const before = snapshot(host);
  assert.throws(() => host.apply(contrib, "peer"), refusal("cheated", /not the one it committed to/));
  assert.equal(snapshot(host), before);
});

test("a draft too large for the event's frames is refused when the phase is made", () => {
  const p = pair("DRK:1");
  assert.ok(WINSTON_MAX_CARDS >= 90);
  assert.throws(() => new WinstonPhase({ ...p.setups[0], spec: parsePackSpec("3ED:8", sets) }), refusal("bad-body", /at most 105 cards/));
});

test("the same event and key give the same secrets: the first messages are made again", () => {
  const p = pair("DRK:2");
  const again = new WinstonPhase(p.setups[1]);
  assert.deepEqual(again.due(), p.phases[1].due());
  // And a seeded chooser on both sides ends too (not only the heuristic).
  const r = [seededBytes("w/a"), seededBytes("w/b")];
  runToEnd(p, [(look) => (!look.mayPass || r[0]!(1)[0]! < 100 ? "take" : "pass"), (look) => (!look.mayPass || r[1]!(1)[0]! < 160 ? "take" : "pass")]);
  assert.equal(names(p.phases[0].pool).length + names(p.phases[1].pool).length, 16);
});

test("progress while the draft is prepared: both commitments and contributions, then the four shuffle steps, each side's own named; then the piles", () => {
  const p = pair("3ED:1");
  const choose = computer();
  const [host, guest] = p.phases;
  assert.deepEqual(host.progress(), { done: 0, of: 8, step: "sending your commitment" });
  const seen: string[] = [];
  for (let guard = 0; guard < 20 && !host.side?.state.first && host.side?.state.phase !== "draft"; guard++) {
    seen.push(`${host.progress().done}:${host.progress().step} | ${guest.progress().done}:${guest.progress().step}`);
    if (!step(p, choose)) break;
  }
  // Each message moves both sides' counts by one, and each shuffle step is named for whoever makes it.
  assert.deepEqual(seen.slice(-4), [
    "4:you shuffle the stack (step 1 of 4) | 4:your friend shuffles the stack (step 1 of 4)",
    "5:your friend shuffles the stack (step 2 of 4) | 5:you shuffle the stack (step 2 of 4)",
    "6:you shuffle the stack (step 3 of 4) | 6:your friend shuffles the stack (step 3 of 4)",
    "7:your friend shuffles the stack (step 4 of 4) | 7:you shuffle the stack (step 4 of 4)",
  ]);
  assert.deepEqual(host.progress(), { done: 8, of: 8, step: "the piles are dealt" });
  assert.deepEqual(guest.progress(), { done: 8, of: 8, step: "the piles are dealt" });
});
