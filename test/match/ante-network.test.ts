/**
 * Issue 33, ante in a network match, end to end in the app: two real hosts (separate data folders,
 * identities, collections and matches.db), connected through the contract's channels, play a match
 * for ante with decks of their collections. Bob concedes: the ante unit Bob brought leaves his
 * collection and Alice receives it as a new unit; both collections' ledgers record the transfer with
 * the match it came from, and `moxen audit` on both sides shows the same transfer, proven by the log.
 * A mismatch of the option is refused on both sides in words, and no card changes hands.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, test } from "node:test";
import { auditCommand } from "../../app/cli/commands/audit";
import { openCollection } from "../../app/host/collection/index";
import type { Unit } from "../../app/shared/contract/collection";
import type { MatchSummary } from "../../app/shared/contract/match";
import { openHost, removeTempDirs, sleep, tempDir, type TestHost } from "./helpers";

after(removeTempDirs);

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Each host's data channel carries the other's bytes (the renderer's bridge, without a browser). */
async function wire(a: TestHost, b: TestHost): Promise<[string, string]> {
  const { channelId: ca } = (await a.ok("net.openChannel")) as { channelId: string };
  const { channelId: cb } = (await b.ok("net.openChannel")) as { channelId: string };
  const forward = (from: TestHost, channel: string, to: TestHost, toChannel: string) =>
    from.services.events.subscribe((name, p) => {
      const m = p as { channelId: string; data: string };
      // Delivered later, in order, as a network does (never inside the sender's own call).
      if (name === "net.channelSend" && m.channelId === channel) setImmediate(() => void to.call("net.channelData", { channelId: toChannel, data: m.data }));
    });
  forward(a, ca, b, cb);
  forward(b, cb, a, ca);
  return [ca, cb];
}

async function firstDeck(h: TestHost): Promise<number> {
  const decks = (await h.ok("decks.list")) as { id: number; mode: string }[];
  return decks.find((d) => d.mode === "collection")!.id;
}

async function units(h: TestHost): Promise<Unit[]> {
  return ((await h.ok("collection.units", { includeRemoved: true, limit: 1000 })) as { items: Unit[] }).items;
}

/** `moxen audit N --json` on a data folder (after its host closed). */
async function cliAudit(dataDir: string, matchId: number): Promise<{ code: number; out: Record<string, any> }> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (s: string) => lines.push(s);
  try {
    const code = await auditCommand.run([String(matchId), "--data-dir", dataDir, "--json"]);
    return { code, out: JSON.parse(lines.join("\n")) };
  } finally {
    console.log = log;
  }
}

test("a network match played for ante: the loser's ante unit leaves its collection and joins the winner's; both ledgers and both audits agree", { timeout: 180_000 }, async () => {
  const alice = await openHost(tempDir());
  const bob = await openHost(tempDir());
  let closed = false;
  try {
    await alice.ok("profile.setName", { name: "Alice" });
    await bob.ok("profile.setName", { name: "Bob" });
    const [ca, cb] = await wire(alice, bob);
    const ma = (await alice.ok("match.connect", { channelId: ca, role: "host", deck: { deckId: await firstDeck(alice) }, ante: true })) as MatchSummary;
    const mb = (await bob.ok("match.connect", { channelId: cb, role: "guest", deck: { deckId: await firstDeck(bob) }, ante: true })) as MatchSummary;
    // The anted cards are named to both programs as the game starts (their slot keys), before anyone acts.
    await until("both tables show both antes", async () => {
      const vs = [await alice.ok("match.view", { matchId: ma.id }), await bob.ok("match.view", { matchId: mb.id })] as { view?: { players: Record<string, { ante?: { name: string }[] }> } }[];
      return vs.every((v) => ["A", "B"].every((p) => !!v.view?.players[p]?.ante?.[0]?.name));
    });
    // The ante is public: both tables show both players' anted card.
    const va = (await alice.ok("match.view", { matchId: ma.id })) as { view: { players: Record<"A" | "B", { ante?: { name: string }[] }> } };
    const vb = (await bob.ok("match.view", { matchId: mb.id })) as { view: { players: Record<"A" | "B", { ante?: { name: string }[] }> } };
    const bobAnte = va.view.players.B.ante!.map((c) => c.name);
    assert.equal(bobAnte.length, 1, JSON.stringify(va.view.players.B.ante));
    assert.deepEqual(vb.view.players.B.ante!.map((c) => c.name), bobAnte, "both tables name Bob's ante");
    assert.deepEqual(vb.view.players.A.ante!.map((c) => c.name), va.view.players.A.ante!.map((c) => c.name), "both tables name Alice's ante");
    const anted = bobAnte[0]!;

    const bobBefore = await units(bob);
    const aliceBefore = await units(alice);
    await bob.ok("match.concede", { matchId: mb.id });

    // Both audits clean; then each collection settles the match once.
    await until("both audits", async () => !!(await alice.ok("match.get", { matchId: ma.id })).result?.audit && !!(await bob.ok("match.get", { matchId: mb.id })).result?.audit);
    const ra = (await alice.ok("match.get", { matchId: ma.id })) as MatchSummary;
    const rb = (await bob.ok("match.get", { matchId: mb.id })) as MatchSummary;
    assert.deepEqual(ra.result?.audit, { clean: true });
    assert.deepEqual(rb.result?.audit, { clean: true });
    assert.equal(ra.result?.winner, "A");
    assert.equal(rb.result?.winner, "A");
    await until("both collections settled", async () => (await units(bob)).some((u) => u.removedAt) && (await units(alice)).length > aliceBefore.length);

    // Bob: exactly one unit left, the anted card, and the reason names the match.
    const bobAfter = await units(bob);
    const gone = bobAfter.filter((u) => u.removedAt && !bobBefore.find((b) => b.id === u.id)?.removedAt);
    assert.equal(gone.length, 1, JSON.stringify(gone));
    assert.equal(gone[0]!.name, anted);
    assert.match(gone[0]!.removedReason!, new RegExp(`lost in match #${mb.id} \\(ante`));
    // Alice: exactly one new unit, the same card, from the ante.
    const aliceAfter = await units(alice);
    const gained = aliceAfter.filter((u) => !aliceBefore.some((b) => b.id === u.id));
    assert.equal(gained.length, 1, JSON.stringify(gained));
    assert.equal(gained[0]!.name, anted);
    assert.equal(gained[0]!.source, "ante");

    // The game log says what changed hands.
    const logA = JSON.stringify(await alice.ok("match.view", { matchId: ma.id }));
    assert.match(logA, new RegExp(`Ante: you receive ${anted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(recorded in your collection with match #${ma.id}\\)`));

    await alice.close();
    await bob.close();
    closed = true;

    // Both ledgers: the same game id, mirrored transfers, each with its own match number.
    const ledger = (dir: string) => {
      const c = openCollection({ file: join(dir, "collection.db"), starter: false });
      try {
        return c.transfers.list();
      } finally {
        c.close();
      }
    };
    const [la, lb] = [ledger(alice.dataDir), ledger(bob.dataDir)];
    assert.equal(la.length, 1);
    assert.equal(lb.length, 1);
    assert.equal(la[0]!.gameId, lb[0]!.gameId);
    assert.equal(la[0]!.matchId, ma.id);
    assert.equal(lb[0]!.matchId, mb.id);
    assert.equal(la[0]!.outcome, "won");
    assert.equal(lb[0]!.outcome, "lost");
    assert.deepEqual(la[0]!.transfers.map((t) => [t.cardIndex, t.name, t.direction]), lb[0]!.transfers.map((t) => [t.cardIndex, t.name, t.direction === "out" ? "in" : "out"]));
    assert.equal(la[0]!.transfers[0]!.unitId, gained[0]!.id);
    assert.equal(lb[0]!.transfers[0]!.unitId, gone[0]!.id);

    // Both audits (`moxen audit N`): clean, the transfer proven by the signed log, and recorded exactly so.
    const aa = await cliAudit(alice.dataDir, ma.id);
    const ab = await cliAudit(bob.dataDir, mb.id);
    assert.equal(aa.code, 0);
    assert.equal(ab.code, 0);
    assert.deepEqual(aa.out.ante.proven, [{ cardIndex: la[0]!.transfers[0]!.cardIndex, name: anted, direction: "in" }]);
    assert.deepEqual(ab.out.ante.proven, [{ cardIndex: la[0]!.transfers[0]!.cardIndex, name: anted, direction: "out" }]);
    assert.equal(aa.out.ante.agree, true);
    assert.equal(ab.out.ante.agree, true);

    // Opening again settles nothing twice.
    const again = await openHost(alice.dataDir);
    try {
      await again.ok("match.history");
      assert.equal((await units(again)).length, aliceAfter.length);
    } finally {
      await again.close();
    }
    assert.equal(ledger(alice.dataDir).length, 1);
  } finally {
    if (!closed) {
      await alice.close();
      await bob.close();
    }
  }
});

test("both players must choose ante: a mismatch is refused on both sides in words, and no card changes hands", { timeout: 60_000 }, async () => {
  const alice = await openHost(tempDir());
  const bob = await openHost(tempDir());
  try {
    const [ca, cb] = await wire(alice, bob);
    const aliceUnits = (await units(alice)).length;
    const ma = (await alice.ok("match.connect", { channelId: ca, role: "host", deck: { deckId: await firstDeck(alice) }, ante: true })) as MatchSummary;
    const mb = (await bob.ok("match.connect", { channelId: cb, role: "guest", deck: { deckId: await firstDeck(bob) } })) as MatchSummary;
    await until("both refuse", async () => (await alice.ok("match.get", { matchId: ma.id })).status === "halted" && (await bob.ok("match.get", { matchId: mb.id })).status === "halted");
    const pa = ((await alice.ok("match.get", { matchId: ma.id })) as MatchSummary & { problem?: string }).problem ?? JSON.stringify(await alice.ok("match.view", { matchId: ma.id }));
    const pb = ((await bob.ok("match.get", { matchId: mb.id })) as MatchSummary & { problem?: string }).problem ?? JSON.stringify(await bob.ok("match.view", { matchId: mb.id }));
    assert.match(pa, /You chose to play for ante, but your opponent did not: both players must choose it/);
    assert.match(pb, /Your opponent wants to play for ante, but you did not choose it: both players must choose it/);
    assert.equal((await units(alice)).length, aliceUnits);
  } finally {
    await alice.close();
    await bob.close();
  }
});
