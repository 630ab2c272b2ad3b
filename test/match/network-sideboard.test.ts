/**
 * A deck's sideboard in a network match through the match host (two hosts, two data folders):
 * the deck chosen carries its sideboard into the match, recorded with the match so that a restart
 * deals it again from the log; it is committed hidden with the deck (the opponent's program gets
 * sealed cards, never names) and both audits are clean at the end.
 */
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { decodeMessage } from "../../app/host/net/protocol";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { linkHosts, openHost, removeTempDirs, sleep, tempDir, type TestHost, waitUntil as untilTrue } from "./helpers";
import { deckFromText, DeckError } from "../../app/host/play/decks";
import { deckProblems } from "../../app/host/match/deck-check";

after(removeTempDirs);

const link = linkHosts;

const waitUntil = (what: string, check: () => Promise<boolean>, timeoutMs = 30_000) => untilTrue(what, check, timeoutMs);

const SIDEBOARD = ["Shivan Dragon", "Shivan Dragon", "Lightning Bolt"];

describe("a deck's sideboard in a network match", () => {
  it("goes into the match hidden with the deck: recorded for its owner, sealed for the opponent, dealt again after a restart, audited clean", async () => {
    const dirA = tempDir();
    let alice = await openHost(dirA);
    const bob = await openHost(tempDir());
    try {
      const main = [{ name: "Ring of Ma'rûf", count: 4 }, { name: "Mountain", count: 56 }];
      const deck = (await alice.ok("decks.create", { deck: { name: "Ring", mode: "freebuild", format: "freeform", main, sideboard: [{ name: "Shivan Dragon", count: 2 }, { name: "Lightning Bolt", count: 1 }] } })) as { id: number };
      const ch = await link(alice, bob);
      const a = (await alice.ok("match.connect", { channelId: ch.a, role: "host", deck: { deckId: deck.id } })) as MatchSummary;
      const b = (await bob.ok("match.connect", { channelId: ch.b, role: "guest", deck: { benchmark: "white-blue-skies" } })) as MatchSummary;
      await waitUntil("the handshake", async () => (await alice.ok("match.get", { matchId: a.id })).status === "playing" && (await bob.ok("match.get", { matchId: b.id })).status === "playing");

      const db = new Database(join(dirA, "matches.db"), { readonly: true });
      const setup = JSON.parse(db.prepare("SELECT setup FROM matches WHERE id = ?").pluck().get(a.id) as string);
      db.close();
      assert.deepEqual(setup.sideboards, { A: SIDEBOARD }, "recorded with the match: a restart deals it again");
      const va = (await alice.ok("match.view", { matchId: a.id })) as MatchUpdate;
      assert.deepEqual([...va.view!.players.A.sideboard!].sort(), [...SIDEBOARD].sort(), "its owner sees it");

      // Bob's program received three sealed cards with Alice's deck, and no name of them.
      const bobDb = new Database(join(bob.dataDir, "matches.db"), { readonly: true });
      const frames = bobDb.prepare("SELECT frame FROM net_log WHERE match_id = ? AND kind = 'message' AND direction = 'in'").pluck().all(b.id) as Buffer[];
      bobDb.close();
      const hello = frames.map((f) => decodeMessage(new Uint8Array(f), Infinity).payload).find((p) => p.type === "hidden" && (p.body as { t?: string }).t === "hello");
      assert.equal((hello!.body as { side?: { payloads: string[] } }).side?.payloads.length, 3, "the sideboard's size is public");
      const text = frames.map((f) => Buffer.from(f).toString("latin1")).join("");
      assert.ok(!text.includes("Shivan Dragon"), "no name of it reached Bob");
      const vb = (await bob.ok("match.view", { matchId: b.id })) as MatchUpdate;
      assert.equal(vb.view!.players.A.sideboard, undefined, "Bob's view shows none of it");

      // Alice's host restarts: her hidden game is dealt again from the log, sideboard included.
      const before = (await alice.ok("match.view", { matchId: a.id })) as MatchUpdate;
      ch.cut();
      await alice.close();
      alice = await openHost(dirA);
      const [row] = (await alice.ok("match.list")) as MatchSummary[];
      assert.equal(row!.status, "playing", row!.problem ?? "");
      const resumed = (await alice.ok("match.view", { matchId: a.id })) as MatchUpdate;
      assert.equal(resumed.hash, before.hash, "rebuilt from the signed log at the same hash");
      const ch2 = await link(alice, bob);
      await alice.ok("match.resume", { matchId: a.id, channelId: ch2.a });
      await bob.ok("match.resume", { matchId: b.id, channelId: ch2.b });

      await bob.ok("match.concede", { matchId: b.id });
      await waitUntil("both audits", async () => !!(await alice.ok("match.get", { matchId: a.id })).result?.audit && !!(await bob.ok("match.get", { matchId: b.id })).result?.audit);
      const [fa, fb] = [(await alice.ok("match.get", { matchId: a.id })) as MatchSummary, (await bob.ok("match.get", { matchId: b.id })) as MatchSummary];
      assert.deepEqual(fa.result, { winner: "A", reason: "concede", audit: { clean: true } });
      assert.deepEqual(fb.result, fa.result, "Bob's audit of Alice's deck and sideboard is clean");
    } finally {
      await alice.close();
      await bob.close();
    }
  });
});

describe("a deck file's sideboard (moxen peer --deck FILE)", () => {
  it("is read with the deck, and checked with it before the match: at most 15 cards, copies counted together", () => {
    const deck = deckFromText("4 Ring of Ma'rûf\n4 Lightning Bolt\n52 Mountain\n\nSB: 2 Shivan Dragon\nSB: 1 Disenchant\n", "ring");
    assert.equal(deck.cards.length, 60);
    assert.deepEqual(deck.sideboard, ["Shivan Dragon", "Shivan Dragon", "Disenchant"]);
    assert.equal(deckFromText("60 Mountain\n", "plain").sideboard, undefined, "no sideboard: none");
    assert.throws(() => deckFromText("60 Mountain\nSB: 1 Black Lotsu\n", "typo"), (e: Error) => e instanceof DeckError && /line 2/.test(e.message));
    assert.deepEqual(deckProblems(deck.cards, "freeform", {}, deck.sideboard), []);
    assert.match(deckProblems(deck.cards, "freeform", {}, ["Lightning Bolt"]).join("; "), /Lightning Bolt: 5 copies/);
    assert.match(deckProblems(deck.cards, "freeform", {}, Array(16).fill("Mountain")).join("; "), /sideboard has 16 cards; at most 15/);
  });
});
