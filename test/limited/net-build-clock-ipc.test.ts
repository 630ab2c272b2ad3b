/**
 * The deck-building clock through the "limitedNet" contract, between two real hosts (two data
 * folders, real SQLite; the "renderers" linked in memory as the match IPC tests do), the clock's
 * time injected into the service (`now`): the guest sees the agreed minutes before accepting; each
 * view counts its own time; when it runs out the service submits the deck being edited (Alice's,
 * legal) or the computer's build (Bob edited an illegal one) and says why; game 1 then starts, and
 * the builder is locked for game 1. A clock out of range is a bad argument, and nothing is proposed.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { LimitedNetViewDto } from "../../app/shared/contract/limited-net";
import { buildLimitedDeck } from "../../app/host/limited/build";
import { linkHosts, openHost, removeTempDirs, tempDir, waitUntil } from "../match/helpers";

after(removeTempDirs);

test("the clock through the contract: agreed, counted, and the deck submitted when the time runs out", { timeout: 300_000 }, async () => {
  let t = Date.UTC(2026, 0, 1);
  const now = () => t;
  const alice = await openHost(tempDir(), { limitedNet: { now } });
  const bob = await openHost(tempDir(), { limitedNet: { now } });
  try {
    const ch = await linkHosts(alice, bob);
    for (const bad of [5, 91, 30.5, "30"]) {
      const r = await alice.call("limitedNet.host", { channelId: ch.a, packs: "3ED:3", buildMinutes: bad });
      assert.equal(r.ok, false);
      assert.match(!r.ok ? r.error.message : "", /buildMinutes/);
    }
    assert.deepEqual(await alice.ok("limitedNet.list"), [], "nothing was proposed");
    const a0 = (await alice.ok("limitedNet.host", { channelId: ch.a, packs: "3ED:3", buildMinutes: 15 })) as LimitedNetViewDto;
    const key = a0.key!;
    assert.equal(a0.buildMinutes, 15);
    await bob.ok("limitedNet.join", { channelId: ch.b });
    const bobView = () => [...bob.events].reverse().find((e) => e.name === "limitedNet.changed")?.payload as LimitedNetViewDto | undefined;
    await waitUntil("the proposal", async () => bobView()?.status === "proposed");
    assert.equal(bobView()!.buildMinutes, 15, "the friend sees the clock before accepting");
    await bob.ok("limitedNet.accept", { key });
    const views = async () => [(await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto, (await bob.ok("limitedNet.view", { key })) as LimitedNetViewDto];
    await waitUntil("the pools and the clocks", async () => (await views()).every((x) => x.pool !== null && x.clock?.leftMs !== null));
    const [va, vb] = await views();
    assert.deepEqual(va.clock, { minutes: 15, leftMs: 15 * 60_000, up: false, auto: null, locked: false, claimInMs: null, canClaim: false, claimed: false });
    assert.deepEqual(vb.clock, { minutes: 15, leftMs: 15 * 60_000, up: false, auto: null, locked: false, claimInMs: null, canClaim: false, claimed: false });

    // Not the computer's build: 23 playable pool cards and Mountains.
    const aliceDeck = [...va.pool!.filter((c) => !c.unplayable).map((c) => c.name).slice(0, 23), ...Array(17).fill("Mountain")];
    assert.notDeepEqual([...aliceDeck].sort(), [...buildLimitedDeck(va.pool!.map((c) => c.name)).main].sort());
    await alice.ok("limitedNet.saveDraft", { key, deck: aliceDeck });
    await bob.ok("limitedNet.saveDraft", { key, deck: ["Mountain", "Island"] });
    const badDraft = await bob.call("limitedNet.saveDraft", { key: "nope", deck: [] });
    assert.equal(badDraft.ok, false);
    t += 5 * 60_000;
    assert.equal(((await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto).clock!.leftMs, 10 * 60_000);

    t += 10 * 60_000;
    await waitUntil("both decks submitted by the programs and game 1 started", async () => (await views()).every((x) => x.ready.me === 1 && x.games[0]?.matchId), 30_000);
    const [ea, eb] = await views();
    assert.match(ea.clock!.auto!, /the deck you were editing was submitted for game 1/);
    assert.match(eb.clock!.auto!, /the deck you were editing is not legal .*: the computer's build from your pool was submitted for game 1/);
    assert.deepEqual([ea.clock!.up, ea.clock!.locked, eb.clock!.locked], [true, true, true]);
    const lastDeck = (v: LimitedNetViewDto) => [...v.lastDeck!].sort();
    assert.deepEqual(lastDeck(ea), [...aliceDeck].sort(), "Alice's edited deck was played");
    assert.equal(eb.lastDeck!.length >= 40, true, "Bob's is the computer's build");
    const locked = await bob.call("limitedNet.saveDraft", { key, deck: ["Mountain"] });
    assert.equal(locked.ok, false);
    assert.match(!locked.ok ? locked.error.message : "", /locked for game 1/);
    assert.deepEqual([ea.incidents, eb.incidents], [[], []]);
  } finally {
    await alice.close();
    await bob.close();
  }
});

test("a claim through the contract: refused before its time, then disputed by a friend whose own time is not up; nothing changes", { timeout: 300_000 }, async () => {
  let ta = Date.UTC(2026, 0, 1);
  let tb = ta;
  const alice = await openHost(tempDir(), { limitedNet: { now: () => ta } });
  const bob = await openHost(tempDir(), { limitedNet: { now: () => tb } });
  try {
    const ch = await linkHosts(alice, bob);
    const key = ((await alice.ok("limitedNet.host", { channelId: ch.a, packs: "3ED:3", buildMinutes: 10 })) as LimitedNetViewDto).key!;
    await bob.ok("limitedNet.join", { channelId: ch.b });
    await waitUntil("the proposal", async () => bob.events.some((e) => e.name === "limitedNet.changed" && (e.payload as LimitedNetViewDto).status === "proposed"));
    await bob.ok("limitedNet.accept", { key });
    const views = async () => [(await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto, (await bob.ok("limitedNet.view", { key })) as LimitedNetViewDto];
    await waitUntil("the pools and the clocks", async () => (await views()).every((x) => x.pool !== null && x.clock?.leftMs !== null));
    const [va] = await views();
    assert.equal(va.clock!.claimInMs, null, "nothing to claim before our own deck is in");
    await alice.ok("limitedNet.submitDeck", { key, deck: buildLimitedDeck(va.pool!.map((c) => c.name)).main });
    ta += 4 * 60_000;
    let [a1] = await views();
    assert.deepEqual([a1!.clock!.claimInMs, a1!.clock!.canClaim, a1!.clock!.claimed], [8 * 60_000, false, false], "10 minutes and the 2-minute grace, by Alice's clock");
    const early = await alice.call("limitedNet.claim", { key });
    assert.equal(early.ok, false);
    assert.match(!early.ok ? early.error.message : "", /Game 1 cannot be claimed now/);
    // Alice's clock is 12 minutes on; Bob's pool was recorded later by his (5 minutes on: 5 left).
    ta += 8 * 60_000;
    tb += 5 * 60_000;
    await waitUntil("the view says game 1 may be claimed", async () => alice.events.some((e) => e.name === "limitedNet.changed" && (e.payload as LimitedNetViewDto).clock?.canClaim));
    const before = JSON.stringify((await views())[1]!.ready);
    [a1] = [(await alice.ok("limitedNet.claim", { key })) as LimitedNetViewDto];
    assert.equal(a1.clock!.claimed, true);
    await waitUntil("Bob's program disputes", async () => (await views())[1]!.incidents.length > 0);
    const [, b2] = await views();
    assert.equal(b2!.incidents[0]!.code, "disputed");
    assert.match(b2!.incidents[0]!.message, /your own time to build is not up \(by this program's clock: 300 s left\)/);
    assert.equal(JSON.stringify(b2!.ready), before, "nothing changed");
    assert.deepEqual(b2!.games, []);
    // Bob's time runs out: his program submits (the computer's build: he edited nothing), and game 1 starts.
    tb += 5 * 60_000;
    await waitUntil("game 1 starts", async () => (await views()).every((x) => x.games[0]?.matchId), 30_000);
    const [a3, b3] = await views();
    assert.match(b3!.clock!.auto!, /before you made a deck: the computer's build/);
    assert.deepEqual([a3!.clock!.canClaim, a3!.clock!.claimInMs], [false, null]);
    assert.deepEqual(a3!.incidents, []);
  } finally {
    await alice.close();
    await bob.close();
  }
});
