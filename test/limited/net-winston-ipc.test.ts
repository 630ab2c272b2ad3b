/**
 * A Winston draft with a friend through the "limitedNet" contract group, between two real hosts
 * (two data folders, real SQLite; the two "renderers" linked in memory as net-sealed-ipc does):
 * host with kind "winston", the draft pile by pile through limitedNet.decide on each side, the view's
 * `draft` (only what this side may know), decisions out of turn / a forbidden pass / bad arguments
 * refused with nothing changed, the pools (every card of the packs in exactly one), the price
 * (host ceil(n/2) packs, guest floor(n/2)), and clean audits once the guest leaves.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, test } from "node:test";
import type { LimitedNetViewDto } from "../../app/shared/contract/limited-net";
import { PACK_PRICE } from "../../app/host/collection/prices";
import { linkHosts, openHost, removeTempDirs, sleep, waitUntil, type TestHost } from "../match/helpers";

after(removeTempDirs);

const coinsOf = async (h: TestHost) => ((await h.ok("profile.get")) as { coins: number }).coins;

test("a Winston draft through the contract: decide on each side, refusals change nothing, pools split, half the packs each, clean audits", { timeout: 300_000 }, async () => {
  const alice = await openHost();
  const bob = await openHost();
  try {
    const ch = await linkHosts(alice, bob);
    // Bad kind and too many cards for a network draft: refused, and the channel stays free.
    const badKind = await alice.call("limitedNet.host", { channelId: ch.a, packs: "3ED:2", kind: "booster-draft" });
    assert.equal(badKind.ok, false);
    const tooBig = await alice.call("limitedNet.host", { channelId: ch.a, packs: "3ED:8", kind: "winston" });
    assert.equal(tooBig.ok, false);
    assert.equal(!tooBig.ok && tooBig.error.code, "bad_packs");
    assert.match(!tooBig.ok ? tooBig.error.message : "", /at most 105 cards/);
    const coins0 = [await coinsOf(alice), await coinsOf(bob)];

    const a0 = (await alice.ok("limitedNet.host", { channelId: ch.a, packs: "3ED:3", kind: "winston" })) as LimitedNetViewDto;
    assert.deepEqual([a0.kind, a0.draft, a0.paidPacks], ["winston", null, 2]);
    const key = a0.key!;
    await bob.ok("limitedNet.join", { channelId: ch.b });
    const bobView = () => [...bob.events].reverse().find((e) => e.name === "limitedNet.changed")?.payload as LimitedNetViewDto | undefined;
    await waitUntil("the proposal", async () => bobView()?.status === "proposed");
    assert.deepEqual([bobView()!.kind, bobView()!.paidPacks], ["winston", 1]);
    // No draft before the event is accepted.
    const early = await alice.call("limitedNet.decide", { key, choice: "take" });
    assert.equal(!early.ok && early.error.code, "no_draft");
    await bob.ok("limitedNet.accept", { key });

    const hosts = [alice, bob] as const;
    const views = async () => Promise.all(hosts.map(async (h) => (await h.ok("limitedNet.view", { key })) as LimitedNetViewDto));
    await waitUntil("the draft", async () => (await views()).every((x) => x.draft && (x.draft.yourTurn || x.draft.active !== x.draft.mySeat)), 60_000);
    let decisions = 0;
    let refusedOutOfTurn = 0;
    let refusedPass = 0;
    for (;;) {
      await waitUntil("a decision owed, or the end", async () => (await views()).some((x) => x.draft!.yourTurn || x.draft!.over), 60_000);
      const vs = await views();
      if (vs.every((x) => x.draft!.over)) break;
      if (vs.some((x) => x.draft!.over)) {
        await sleep(5); // the last message is on its way (the in-memory wire delivers on a later turn)
        continue;
      }
      const i = vs.findIndex((x) => x.draft!.yourTurn);
      const me = vs[i]!;
      const them = vs[1 - i]!;
      const d = me.draft!;
      // Only this side is asked, and the friend's view shows no card of the pile it has not seen.
      assert.equal(them.draft!.yourTurn, false);
      assert.equal(d.mySeat, i);
      assert.equal(d.active, i);
      if (d.at < 3) assert.ok(d.piles[d.at]!.seen.every((c) => c !== null), "the looker sees every card of its pile");
      // Out of turn: refused, nothing changes.
      if (decisions % 5 === 0) {
        const r = await hosts[1 - i]!.call("limitedNet.decide", { key, choice: "take" });
        assert.equal(!r.ok && r.error.code, "not_your_turn");
        assert.deepEqual(((await hosts[1 - i]!.ok("limitedNet.view", { key })) as LimitedNetViewDto).draft, them.draft);
        refusedOutOfTurn++;
      }
      if (!d.mayPass) {
        const r = await hosts[i]!.call("limitedNet.decide", { key, choice: "pass" });
        assert.equal(!r.ok && r.error.code, "must_take");
        assert.deepEqual(((await hosts[i]!.ok("limitedNet.view", { key })) as LimitedNetViewDto).draft, d);
        refusedPass++;
      }
      if (decisions === 3) {
        const bad = await hosts[i]!.call("limitedNet.decide", { key, choice: "steal" });
        assert.equal(bad.ok, false);
        assert.deepEqual(((await hosts[i]!.ok("limitedNet.view", { key })) as LimitedNetViewDto).draft, d);
      }
      const count = d.at < 3 ? d.piles[d.at]!.count : 1;
      await hosts[i]!.ok("limitedNet.decide", { key, choice: d.mayPass && count < 2 ? "pass" : "take" });
      decisions++;
      const after = (await hosts[i]!.ok("limitedNet.view", { key })) as LimitedNetViewDto;
      assert.ok(!after.draft!.yourTurn || after.draft!.at !== d.at || after.draft!.pool.length > d.pool.length, "the decision went through");
    }
    assert.ok(decisions >= 10 && refusedOutOfTurn > 0, `${decisions} decisions, ${refusedOutOfTurn} refused out of turn, ${refusedPass} forbidden passes`);

    await waitUntil("the pools", async () => (await views()).every((x) => x.pool !== null && x.status === "playing"), 60_000);
    const [va, vb] = await views();
    assert.equal(va.pool!.length + vb.pool!.length, 45, "every card of the three packs in one pool");
    assert.deepEqual([...va.draft!.pool].sort(), va.pool!.map((c) => c.name).sort());
    assert.deepEqual([va.draft!.theirs.count, vb.draft!.theirs.count], [vb.pool!.length, va.pool!.length]);
    assert.deepEqual([va.incidents, vb.incidents], [[], []]);
    // After the draft: no more decisions.
    const late = await alice.call("limitedNet.decide", { key, choice: "take" });
    assert.equal(!late.ok && late.error.code, "no_draft");

    // Each paid its share and keeps its own pool as the event's units.
    await waitUntil("the pools kept", async () => (await coinsOf(alice)) === coins0[0]! - 2 * PACK_PRICE && (await coinsOf(bob)) === coins0[1]! - PACK_PRICE);
    for (const [h, v] of [[alice, va], [bob, vb]] as const) {
      const db = new Database(join(h.dataDir, "collection.db"), { readonly: true });
      assert.equal(db.prepare("SELECT COUNT(*) FROM units WHERE source = 'event'").pluck().get(), v.pool!.length);
      assert.equal(db.prepare("SELECT kind FROM limited_events").pluck().get(), "winston");
      db.close();
    }

    // Bob leaves before game 1: Alice takes the event, and both audit the other's draft: clean.
    await bob.ok("limitedNet.leave", { key });
    await waitUntil("both audits", async () => (await views()).every((x) => x.audit !== null), 60_000);
    const [ea, eb] = await views();
    assert.equal(ea.standings.winner, "me");
    assert.deepEqual([ea.audit, eb.audit], [{ clean: true, problems: [] }, { clean: true, problems: [] }]);
  } finally {
    await alice.close();
    await bob.close();
  }
});
