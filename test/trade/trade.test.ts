/**
 * Two programs, two SQLite files, one trade over an in-memory transport: units and coins change
 * hands in one transaction on each side, the totals over both collections stay the same, received
 * units keep their provenance, and a deck that gave a unit away is marked incomplete.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { memoryPair } from "../../app/host/net/memory-transport";
import { getTrade, listTrades } from "../../app/host/trade/index";
import { autoAccept, connect, freeUnits, session, totals, twoProfiles, waitUntil } from "./helpers";

test("a trade over memory: units and coins move once, totals are kept, provenance is recorded", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const firstCoins = first.svc.profile.get().coins;
  const secondCoins = second.svc.profile.get().coins;
  const a = session(first);
  const b = session(second);
  connect(a, b, memoryPair());
  await waitUntil(() => a.phase === "open" && b.phase === "open" && !!a.theirOffer && !!b.theirOffer, 2000, "both open");

  const give = freeUnits(first, 2);
  const get = freeUnits(second, 1, "Forest");
  a.setOffer({ units: give, coins: 40 });
  b.setOffer({ units: get, coins: 7 });
  await waitUntil(() => a.theirOffer?.rev === 2 && b.theirOffer?.rev === 2, 2000, "offers seen");
  assert.deepEqual(b.theirOffer!.units.map((u) => u.id), give, "the friend sees the offer live");
  a.accept();
  b.accept();
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "both settled");
  assert.equal(a.outcomes[0]!.outcome, "final");
  assert.equal(b.outcomes[0]!.outcome, "final");
  assert.deepEqual(a.incidents, []);
  assert.deepEqual(b.incidents, []);

  const tradeId = a.outcomes[0]!.tradeId;
  assert.equal(b.outcomes[0]!.tradeId, tradeId);
  assert.deepEqual(totals(first.svc, second.svc), before, "no unit or coin lost or doubled");
  assert.equal(first.svc.profile.get().coins, firstCoins - 40 + 7);
  assert.equal(second.svc.profile.get().coins, secondCoins - 7 + 40);
  for (const id of give) {
    const u = first.svc.ctx.db.prepare("SELECT removed_at, removed_reason FROM units WHERE id = ?").get(id) as { removed_at: string; removed_reason: string };
    assert.ok(u.removed_at);
    assert.match(u.removed_reason, new RegExp(`traded to ${second.name} \\(trade ${tradeId.slice(0, 12)}\\)`));
  }
  const received = second.svc.ctx.db.prepare("SELECT id, source, trade_id, from_name, from_fingerprint, from_unit FROM units WHERE trade_id = ? ORDER BY from_unit").all(tradeId) as Record<string, string>[];
  assert.deepEqual(received.map((r) => r.from_unit), give);
  for (const r of received) {
    assert.equal(r.source, "trade");
    assert.equal(r.from_name, first.name);
    assert.equal(r.from_fingerprint, first.identity.fingerprint);
  }
  const rowA = getTrade(first.svc.ctx, tradeId)!;
  const rowB = getTrade(second.svc.ctx, tradeId)!;
  assert.equal(rowA.status, "final");
  assert.equal(rowB.status, "final");
  assert.equal(rowA.contract, rowB.contract, "both hold the same contract text");
  assert.deepEqual([rowA.mySig, rowA.peerSig], [rowB.peerSig, rowB.mySig], "and the same two signatures");
  await waitUntil(() => getTrade(second.svc.ctx, tradeId)!.acked === 1, 2000, "done acknowledged");
  assert.equal(listTrades(first.svc.ctx).length, 1);
  // The ledger says where the coins went.
  const reasons = first.svc.profile.ledger({ limit: 5 }).map((e) => e.reason).join("\n");
  assert.match(reasons, /held for trade/);
  assert.match(reasons, /received in trade/);

  // The session goes on: a second trade in the same connection gets the next trade id.
  const more = freeUnits(second, 1, "Island");
  b.setOffer({ units: more, coins: 0 });
  await waitUntil(() => a.theirOffer?.units.length === 1, 2000, "second offer");
  a.accept();
  b.accept();
  await waitUntil(() => a.outcomes.length === 2 && b.outcomes.length === 2, 3000, "second trade");
  assert.notEqual(a.outcomes[1]!.tradeId, tradeId);
  assert.deepEqual(totals(first.svc, second.svc), before);
  a.close();
  b.close();
});

test("any change of an offer clears both acceptances; nothing is signed until both accept the same offers", async () => {
  const { first, second } = twoProfiles();
  const a = session(first);
  const b = session(second);
  connect(a, b, memoryPair());
  await waitUntil(() => !!a.theirOffer && !!b.theirOffer, 2000, "both open");
  a.setOffer({ units: freeUnits(first, 1), coins: 0 });
  await waitUntil(() => b.theirOffer?.rev === 2, 2000, "offer seen");
  a.accept();
  await waitUntil(() => b.theirAccept !== null, 2000, "acceptance seen");
  b.setOffer({ units: [], coins: 5 });
  await waitUntil(() => a.theirOffer?.rev === 3 || a.theirOffer?.coins === 5, 2000, "change seen");
  assert.equal(a.myAccept, null, "our acceptance was cleared by the friend's change");
  assert.equal(b.theirAccept, null);
  b.accept();
  await waitUntil(() => a.theirAccept !== null, 2000, "b's acceptance");
  assert.equal(a.phase, "open", "one acceptance is not enough");
  assert.equal(listTrades(first.svc.ctx).length, 0);
  a.accept();
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "settled");
  assert.equal(a.outcomes[0]!.outcome, "final");
  a.close();
  b.close();
});

test("a unit a deck uses can be offered; after the trade the deck is marked incomplete", async () => {
  const { first, second } = twoProfiles();
  const deck = first.svc.decks.list()[0]!;
  const full = first.svc.decks.get(deck.id);
  const unit = full.main[0]!.unitId!;
  const a = session(first);
  const b = session(second);
  const offs = [autoAccept(a), autoAccept(b)];
  connect(a, b, memoryPair());
  await waitUntil(() => a.phase === "open" && !!a.theirOffer, 2000, "open");
  a.setOffer({ units: [unit], coins: 0 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "settled");
  const after = first.svc.decks.get(deck.id);
  assert.equal(after.main.find((c) => c.unitId === unit)?.missing, true);
  const v = first.svc.decks.validate(deck.id);
  assert.equal(v.valid, false);
  assert.match(JSON.stringify(v), new RegExp(`${unit.replace(".", "\\.")}\\) is no longer in your collection \\(traded to ${second.name}`));
  offs.forEach((o) => o());
  a.close();
  b.close();
});

test("re-applying a final contract changes nothing; a first signer whose coins changed signs nothing and offers again", async () => {
  const { first, second } = twoProfiles();
  const a = session(first);
  const b = session(second);
  connect(a, b, memoryPair());
  await waitUntil(() => !!a.theirOffer && !!b.theirOffer, 2000, "open");
  a.setOffer({ units: freeUnits(first, 1), coins: 10 });
  await waitUntil(() => b.theirOffer?.rev === 2, 2000, "offer");
  // A match reward lands after the offer: the offer's ledger state is no longer Alice's.
  first.svc.profile.credit(5, "match reward");
  b.accept();
  await waitUntil(() => a.theirAccept !== null, 2000, "b accepts");
  a.accept();
  assert.match(a.lastError ?? "", /coins changed since the offer/);
  assert.equal(listTrades(first.svc.ctx).length, 0, "nothing signed");
  assert.equal(a.myOffer.rev, 3, "the offer went out again with the new ledger state");
  assert.equal(a.myOffer.ledger.balance, first.svc.profile.get().coins);
  await waitUntil(() => b.theirOffer?.rev === 3, 2000, "new offer seen");
  assert.equal(b.myAccept, null, "which cleared the friend's acceptance");
  b.accept();
  await waitUntil(() => a.theirAccept !== null, 2000, "b accepts again");
  a.accept();
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "settled");
  const id = a.outcomes[0]!.tradeId;
  const dump = (p: typeof first) => JSON.stringify(["units", "ledger", "trades", "trade_units"].map((t) => p.svc.ctx.db.prepare(`SELECT * FROM ${t}`).all()));
  const snapA = dump(first);
  const snapB = dump(second);
  const row = getTrade(first.svc.ctx, id)!;
  const { applyAsFirst } = await import("../../app/host/trade/store");
  const { parseContract } = await import("../../app/host/trade/wire");
  assert.equal(applyAsFirst(first.svc.ctx, first.identity.publicKey, parseContract(row.contract), row.peerSig!), false);
  assert.equal(dump(first), snapA, "applied once only");
  // The friend's copy offered again in a later session's sync is acknowledged, not applied again.
  a.close();
  b.close();
  const a2 = session(first);
  const b2 = session(second);
  connect(a2, b2, memoryPair());
  await waitUntil(() => a2.peerSynced && b2.peerSynced, 2000, "synced");
  assert.equal(dump(first), snapA);
  assert.equal(dump(second).replace(/"acked":\d/g, ""), snapB.replace(/"acked":\d/g, ""));
  a2.close();
  b2.close();
});

test("a received unit's card detail says where it came from", async () => {
  const { first, second } = twoProfiles();
  const a = session(first);
  const b = session(second);
  const offs = [autoAccept(a), autoAccept(b)];
  connect(a, b, memoryPair());
  await waitUntil(() => a.phase === "open" && !!a.theirOffer, 2000, "open");
  const [given] = freeUnits(first, 1);
  a.setOffer({ units: [given!], coins: 0 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "settled");
  const code = given!.slice(0, 7);
  const name = first.svc.ctx.cards.byCode.get(code)!.name;
  const detail = second.svc.cards.detail(name);
  const unit = detail.units.find((u) => u.source === "trade")!;
  assert.deepEqual(
    { tradeId: unit.tradeId, fromName: unit.fromName, fromFingerprint: unit.fromFingerprint, fromUnit: unit.fromUnit },
    { tradeId: a.outcomes[0]!.tradeId, fromName: first.name, fromFingerprint: first.identity.fingerprint, fromUnit: given },
  );
  offs.forEach((o) => o());
  a.close();
  b.close();
});

test("the largest trade the limits allow (100 units on each side) fits in the frames and goes through", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const a = session(first);
  const b = session(second);
  connect(a, b, memoryPair());
  await waitUntil(() => !!a.theirOffer && !!b.theirOffer, 2000, "open");
  // Units a deck uses may be offered too: take any owned units.
  const owned = (p: typeof first, n: number) => p.svc.ctx.db.prepare("SELECT id FROM units WHERE removed_at IS NULL ORDER BY id LIMIT ?").pluck().all(n) as string[];
  const mine = owned(first, 100);
  const theirs = owned(second, 100);
  assert.equal(mine.length, 100);
  assert.equal(theirs.length, 100);
  a.setOffer({ units: mine, coins: 1 });
  b.setOffer({ units: theirs, coins: 2 });
  await waitUntil(() => a.theirOffer?.units.length === 100 && b.theirOffer?.units.length === 100, 3000, "offers");
  assert.throws(() => a.setOffer({ units: owned(first, 101), coins: 0 }), /at most 100 units/);
  a.accept();
  b.accept();
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 5000, "settled");
  assert.deepEqual([a.incidents, b.incidents], [[], []]);
  assert.equal(a.outcomes[0]!.outcome, "final");
  assert.deepEqual(totals(first.svc, second.svc), before);
  a.close();
  b.close();
});

test("an offer changed while the contract is on its way: the second side aborts it by signature, both agree, and the next contract goes through", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const a = session(first);
  const b = session(second);
  connect(a, b, memoryPair());
  await waitUntil(() => !!a.theirOffer && !!b.theirOffer, 2000, "open");
  const [x, y] = freeUnits(first, 2);
  a.setOffer({ units: [x!], coins: 0 });
  await waitUntil(() => b.theirOffer?.rev === 2, 2000, "offer");
  a.accept();
  await waitUntil(() => b.theirAccept !== null, 2000, "a accepted");
  b.accept(); // a signs when this arrives…
  b.setOffer({ units: [], coins: 4 }); // …but b changes its offer before the contract reaches it
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "the first contract settled");
  assert.equal(a.outcomes[0]!.outcome, "aborted");
  assert.equal(b.outcomes[0]!.outcome, "aborted");
  assert.match(a.outcomes[0]!.reason!, /offers changed/);
  const first1 = a.outcomes[0]!.tradeId;
  assert.equal(getTrade(first.svc.ctx, first1)!.status, "aborted");
  assert.equal(getTrade(second.svc.ctx, first1)!.status, "aborted");
  assert.deepEqual(totals(first.svc, second.svc), before, "what a held came back");
  assert.equal(first.svc.ctx.db.prepare("SELECT removed_at FROM units WHERE id = ?").pluck().get(x), null);
  // The session goes on with the offers as they stand; a accepts b's new offer, and adds y.
  await waitUntil(() => a.phase === "open" && a.theirOffer?.coins === 4, 2000, "b's new offer");
  a.setOffer({ units: [x!, y!], coins: 0 });
  await waitUntil(() => b.theirOffer?.units.length === 2, 2000, "a's new offer");
  b.accept();
  await waitUntil(() => a.theirAccept !== null, 2000, "b accepted");
  a.accept();
  await waitUntil(() => a.outcomes.length === 2 && b.outcomes.length === 2, 3000, "the second contract");
  assert.equal(a.outcomes[1]!.outcome, "final");
  assert.notEqual(a.outcomes[1]!.tradeId, first1);
  assert.deepEqual(totals(first.svc, second.svc), before);
  assert.equal(second.svc.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'trade'").pluck().get(), 2);
  a.close();
  b.close();
});
