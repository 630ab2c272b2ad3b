/**
 * The progress a sealed event's view shows while the pools are drawn: the phase's real steps
 * (both commitments, both contributions, the pool), counted from its state, not from a timer. Two
 * SealedPhase objects exchange their messages by hand, one at a time, and the count follows.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { parsePackSpec } from "../../app/host/limited/packs";
import { SealedPhase } from "../../app/host/limited/event/sealed-phase";
import { Identity } from "../../app/host/net/identity";

test("sealed pool phase: progress counts the messages sent and received, and names the next step", () => {
  const sets = loadCardData().sets;
  const spec = parsePackSpec("3ED:1", sets);
  const eventId = "ab".repeat(32);
  const host = new SealedPhase({ identity: Identity.generate().identity, eventId, role: "host", spec, sets });
  const guest = new SealedPhase({ identity: Identity.generate().identity, eventId, role: "guest", spec, sets });
  assert.deepEqual(host.progress(), { done: 0, of: 5, step: "sending your commitment" });
  /** Sends all `from` owes now (as the session does: due() again after each): applied as its own, then as the other's. */
  const send = (from: SealedPhase, to: SealedPhase) => {
    let n = 0;
    for (let due = from.due(); due.length; due = from.due()) for (const b of due) (from.apply(b, "me"), to.apply(b, "peer"), n++);
    return n;
  };
  assert.equal(send(host, guest), 1);
  assert.deepEqual(host.progress(), { done: 1, of: 5, step: "waiting for your friend's commitment" });
  assert.deepEqual(guest.progress(), { done: 1, of: 5, step: "sending your commitment" }, "the friend's commitment counts on the other side");
  assert.equal(send(host, guest), 0, "no contribution before the friend's commitment");
  send(guest, host); // the guest's commitment and contribution
  assert.equal(guest.progress().done, 3);
  assert.equal(host.progress().step, "sending your share of the random result");
  send(host, guest);
  assert.deepEqual(host.progress(), { done: 5, of: 5, step: "your packs are open" });
  assert.deepEqual(guest.progress(), { done: 5, of: 5, step: "your packs are open" });
  assert.ok(host.pool && guest.pool);
});
