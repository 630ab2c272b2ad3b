/**
 * The "limitedNet" contract group between two real hosts (two data folders, real SQLite; the two
 * "renderers" linked in memory as the match IPC tests do): propose, accept, see the pool, submit a
 * deck per game, play each game as a network match through match.* (here: the guest concedes),
 * and read the standings and the clean audits; bad arguments and bad decks are refused and change
 * nothing.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, test } from "node:test";
import type { LimitedNetViewDto } from "../../app/shared/contract/limited-net";
import { buildLimitedDeck } from "../../app/host/limited/build";
import { linkHosts, openHost, removeTempDirs, waitUntil } from "../match/helpers";

after(removeTempDirs);

test("a sealed event through the contract: pools, two games through match.*, standings, clean audits", { timeout: 300_000 }, async () => {
  const alice = await openHost();
  const bob = await openHost();
  try {
    const ch = await linkHosts(alice, bob);
    const refused = await alice.call("limitedNet.host", { channelId: ch.a, packs: "XYZ:3" });
    assert.equal(refused.ok, false);
    assert.match(!refused.ok ? refused.error.message : "", /unknown set "XYZ"/);
    const ch2 = await linkHosts(alice, bob);
    const a0 = (await alice.ok("limitedNet.host", { channelId: ch2.a, packs: "3ED:3" })) as LimitedNetViewDto;
    assert.equal(a0.status, "proposing");
    const key = a0.key!;
    await bob.ok("limitedNet.join", { channelId: ch2.b });
    const bobView = () => [...bob.events].reverse().find((e) => e.name === "limitedNet.changed")?.payload as LimitedNetViewDto | undefined;
    await waitUntil("the proposal", async () => bobView()?.status === "proposed");
    assert.equal(bobView()!.spec, "3ED:3");
    assert.equal(bobView()!.key, key);
    await bob.ok("limitedNet.accept", { key });
    const views = async () => [(await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto, (await bob.ok("limitedNet.view", { key })) as LimitedNetViewDto];
    await waitUntil("the pools", async () => (await views()).every((x) => x.pool !== null && x.status === "playing"));
    const [va, vb] = await views();
    assert.equal(va.pool!.length, 45);
    assert.ok(va.friend && vb.friend, "each names the friend, with its fingerprint");
    assert.notDeepEqual(va.pool, vb.pool);

    // Bad arguments and bad decks: refused, nothing changes.
    for (const [args, pattern] of [
      [{ key: "nope", deck: [] }, /event key/],
      [{ key, deck: ["Mountain"] }, /at least 40/],
      [{ key, deck: [...Array(39).fill("Mountain"), "Black Lotus"] }, /Black Lotus is not in the pool/],
    ] as const) {
      const r = await alice.call("limitedNet.submitDeck", args);
      assert.equal(r.ok, false);
      assert.match(!r.ok ? r.error.message : "", pattern);
    }
    assert.deepEqual(((await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto).ready, { me: 0, peer: 0 });

    const deckOf = (v: LimitedNetViewDto) => buildLimitedDeck(v.pool!.map((c) => c.name)).main;
    for (const game of [1, 2]) {
      await alice.ok("limitedNet.submitDeck", { key, deck: deckOf(va) });
      await bob.ok("limitedNet.submitDeck", { key, deck: deckOf(vb) });
      await waitUntil(`game ${game} starts`, async () => (await views()).every((x) => x.games.find((g) => g.game === game)?.matchId));
      const [ga, gb] = (await views()).map((x) => x.games.find((g) => g.game === game)!);
      await waitUntil(`game ${game}'s handshake`, async () => (await bob.ok("match.get", { matchId: gb!.matchId })).status === "playing");
      await bob.ok("match.concede", { matchId: gb!.matchId });
      await waitUntil(`game ${game}'s result`, async () => (await views()).every((x) => x.games.find((g) => g.game === game)?.winner), 60_000);
      const [ra, rb] = (await views()).map((x) => x.games.find((g) => g.game === game)!);
      assert.deepEqual([ra!.winner, rb!.winner], ["me", "peer"]);
      assert.ok(ga!.matchId && gb!.matchId);
    }
    await waitUntil("both audits", async () => (await views()).every((x) => x.audit !== null), 60_000);
    const [ea, eb] = await views();
    assert.deepEqual(ea.standings, { me: 2, peer: 0, draws: 0, over: true, winner: "me" });
    assert.deepEqual(eb.standings, { me: 0, peer: 2, draws: 0, over: true, winner: "peer" });
    assert.deepEqual([ea.audit, eb.audit, ea.status, eb.status], [{ clean: true, problems: [] }, { clean: true, problems: [] }, "over", "over"]);
    assert.deepEqual([ea.incidents, eb.incidents], [[], []]);
    assert.equal(ea.nextGame, null);
    for (const h of [alice, bob]) {
      const db = new Database(join(h.dataDir, "collection.db"), { readonly: true });
      assert.equal(db.prepare("SELECT COUNT(*) FROM units WHERE source = 'event'").pluck().get(), 45);
      db.close();
    }
    const list = (await alice.ok("limitedNet.list")) as { key: string }[];
    assert.deepEqual(list.map((e) => e.key), [key]);
  } finally {
    await alice.close();
    await bob.close();
  }
});

test("limitedNet.resume: the connection drops mid-game; a new channel resumes the event and its game", { timeout: 300_000 }, async () => {
  const alice = await openHost();
  const bob = await openHost();
  try {
    const ch = await linkHosts(alice, bob);
    const key = ((await alice.ok("limitedNet.host", { channelId: ch.a, packs: "3ED:3" })) as LimitedNetViewDto).key!;
    await bob.ok("limitedNet.join", { channelId: ch.b });
    await waitUntil("the proposal", async () => bob.events.some((e) => e.name === "limitedNet.changed" && (e.payload as LimitedNetViewDto).status === "proposed"));
    await bob.ok("limitedNet.accept", { key });
    const views = async () => [(await alice.ok("limitedNet.view", { key })) as LimitedNetViewDto, (await bob.ok("limitedNet.view", { key })) as LimitedNetViewDto];
    await waitUntil("the pools", async () => (await views()).every((x) => x.pool !== null));
    const [va, vb] = await views();
    await alice.ok("limitedNet.submitDeck", { key, deck: buildLimitedDeck(va.pool!.map((c) => c.name)).main });
    await bob.ok("limitedNet.submitDeck", { key, deck: buildLimitedDeck(vb.pool!.map((c) => c.name)).main });
    await waitUntil("game 1 starts", async () => (await views()).every((x) => x.games[0]?.matchId));
    const matchB = (await views())[1]!.games[0]!.matchId!;
    await waitUntil("game 1's handshake", async () => (await bob.ok("match.get", { matchId: matchB })).status === "playing");

    // The connection drops: the wire is cut and each renderer reports its channel closed.
    ch.cut();
    await alice.ok("net.channelClosed", { channelId: ch.a, reason: "dropped" });
    await bob.ok("net.channelClosed", { channelId: ch.b, reason: "dropped" });
    await waitUntil("both see the drop", async () => (await views()).every((x) => !x.connected));
    const unknown = await alice.call("limitedNet.resume", { key: "ab".repeat(32), channelId: ch.a });
    assert.equal(unknown.ok, false);
    const ch2 = await linkHosts(alice, bob);
    await alice.ok("limitedNet.resume", { key, channelId: ch2.a });
    await bob.ok("limitedNet.resume", { key, channelId: ch2.b });
    await bob.ok("match.concede", { matchId: matchB });
    await waitUntil("game 1's result after the resume", async () => (await views()).every((x) => x.games[0]?.winner), 60_000);
    const [ra, rb] = await views();
    assert.deepEqual([ra.games[0]!.winner, rb.games[0]!.winner], ["me", "peer"]);
    assert.equal(ra.games[0]!.matchId, (await views())[0]!.games[0]!.matchId, "the same match, resumed");
    assert.deepEqual([ra.incidents, rb.incidents], [[], []]);
    // Bob leaves: the games left are Alice's, both audits are clean.
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
