/**
 * A unit's history in the card detail, from real SQLite files: a Forest goes from Alice to Bob and
 * back to Alice in two trades in a row; each collection shows where each of its units came from
 * (starter, trade with whom, the friend's unit id) and where it went (given in which trade, lost
 * for ante in which match, sold).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { memoryPair } from "../../app/host/net/memory-transport";
import { autoAccept, connect, freeUnits, reopen, session, twoProfiles, waitUntil } from "./helpers";

test("the card detail shows each unit's origin, its trades, its ante loss and its sale", async () => {
  const { first, second } = twoProfiles(["Alice", "Bob"]);
  const [alice, bob] = first.name === "Alice" ? [first, second] : [second, first];
  const a = session(alice);
  const b = session(bob);
  connect(a, b, memoryPair());
  autoAccept(a);
  autoAccept(b);
  await waitUntil(() => a.phase === "open" && b.phase === "open" && !!a.theirOffer && !!b.theirOffer, 2000, "both open");

  // Trade 1: Alice gives one of her starter Forests.
  const [given] = freeUnits(alice, 1, "Forest");
  a.setOffer({ units: [given!], coins: 0 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "first trade");
  const trade1 = a.outcomes[0]!.tradeId;
  const atBob = bob.svc.ctx.db.prepare("SELECT id FROM units WHERE trade_id = ?").pluck().get(trade1) as string;
  assert.ok(atBob, "Bob has a new unit from trade 1");

  // Trade 2: Bob gives that very unit back.
  await waitUntil(() => b.phase === "open" && !!b.theirOffer && !!a.theirOffer, 2000, "offers cleared after the first trade");
  b.setOffer({ units: [atBob], coins: 0 });
  await waitUntil(() => a.outcomes.length === 2 && b.outcomes.length === 2, 3000, "second trade");
  const trade2 = b.outcomes[1]!.tradeId;
  assert.notEqual(trade1, trade2);
  assert.equal(a.outcomes[1]!.outcome, "final");
  const back = alice.svc.ctx.db.prepare("SELECT id FROM units WHERE trade_id = ?").pluck().get(trade2) as string;
  a.close();
  b.close();

  // Alice sells another Forest and loses a third one for ante (a real settlement).
  const [sold, lost] = freeUnits(alice, 2, "Forest");
  alice.svc.shop.sell(sold!);
  alice.svc.transfers.settle({ gameId: "ab".repeat(16), matchId: 7, outcome: "lost", moves: [{ cardIndex: 3, name: "Forest", direction: "out", unitId: lost! }] });

  // Read from the files again, as the card detail would after a restart.
  const aliceDetail = reopen(alice).svc.cards.detail("Forest");
  const bobDetail = reopen(bob).svc.cards.detail("Forest");
  const of = (d: typeof aliceDetail, id: string) => {
    const h = d.history.find((x) => x.unitId === id);
    assert.ok(h, `a history for ${id}`);
    return h;
  };

  // Alice's first Forest: starter, then given to Bob in trade 1.
  const h1 = of(aliceDetail, given!);
  assert.deepEqual(h1.events.map((e) => [e.kind, e.direction]), [["origin", "in"], ["trade", "out"]]);
  assert.equal(h1.events[0]!.source, "starter");
  assert.equal(h1.events[1]!.tradeId, trade1);
  assert.equal(h1.events[1]!.friend, "Bob");
  assert.equal(h1.events[1]!.fingerprint, bob.identity.fingerprint);
  assert.match(h1.events[1]!.text, new RegExp(`Given to Bob in trade ${trade1.slice(0, 12)}`));
  assert.ok(h1.removedAt);

  // Bob's unit: received from Alice in trade 1 (her unit id), given back in trade 2.
  const h2 = of(bobDetail, atBob);
  assert.deepEqual(h2.events.map((e) => [e.kind, e.direction, e.tradeId]), [["origin", "in", trade1], ["trade", "out", trade2]]);
  assert.equal(h2.events[0]!.source, "trade");
  assert.equal(h2.events[0]!.friend, "Alice");
  assert.equal(h2.events[0]!.fingerprint, alice.identity.fingerprint);
  assert.equal(h2.events[0]!.theirUnit, given);
  assert.equal(h2.events[1]!.friend, "Alice");
  assert.ok(h2.events[0]!.at <= h2.events[1]!.at);
  assert.equal(bobDetail.units.some((u) => u.id === atBob), false, "no longer owned by Bob");

  // Alice's new unit: from Bob in trade 2, naming Bob's unit: the chain given → atBob → back.
  const h3 = of(aliceDetail, back);
  assert.deepEqual(h3.events.map((e) => [e.kind, e.direction, e.tradeId, e.theirUnit]), [["origin", "in", trade2, atBob]]);
  assert.equal(h3.removedAt, null);
  assert.ok(aliceDetail.units.some((u) => u.id === back));

  // The sale and the ante loss.
  assert.deepEqual(of(aliceDetail, sold!).events.map((e) => e.kind), ["origin", "sold"]);
  const h4 = of(aliceDetail, lost!);
  assert.deepEqual(h4.events.map((e) => [e.kind, e.direction, e.matchId]), [["origin", "in", null], ["match", "out", 7]]);
  assert.match(h4.events[1]!.text, /Lost for ante in match #7/);

  // An untouched Forest: its origin only. Every unit Alice ever had of the card is listed once.
  const plain = aliceDetail.history.find((h) => h.events.length === 1 && h.events[0]!.source === "starter");
  assert.ok(plain);
  assert.equal(new Set(aliceDetail.history.map((h) => h.unitId)).size, aliceDetail.history.length);
  const everForest = alice.svc.ctx.db.prepare("SELECT COUNT(*) FROM units u JOIN cards c ON c.code = u.card_code WHERE c.name = 'Forest'").pluck().get() as number;
  assert.equal(aliceDetail.history.length, everForest);
});

test("a unit won for ante names its match", () => {
  const { first: alice } = twoProfiles(["Alice", "Bob"]); // either profile: no trade here
  alice.svc.transfers.settle({ gameId: "cd".repeat(16), matchId: 3, outcome: "won", moves: [{ cardIndex: 1, name: "Shivan Dragon", direction: "in" }] });
  const d = alice.svc.cards.detail("Shivan Dragon");
  const won = d.history.find((h) => h.events[0]!.source === "ante");
  assert.ok(won);
  assert.equal(won.events[0]!.matchId, 3);
  assert.equal(won.events[0]!.gameId, "cd".repeat(16));
  assert.match(won.events[0]!.text, /Won for ante in match #3/);
  assert.ok(d.units.some((u) => u.id === won.unitId));
});
