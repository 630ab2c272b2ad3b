/**
 * The trade contract group through two real hosts (createServices: router, services, two data
 * folders). Each "renderer" opens a channel with net.openChannel; the bytes each host asks its
 * renderer to send (net.channelSend) are delivered to the other host with net.channelData, as the
 * renderers' WebRTC would. Arguments are validated, bad calls get a clear error and change nothing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TradeRecordDto } from "../../app/shared/contract/trade";
import { waitUntil } from "./helpers";
import { ipcHost, wire } from "./ipc-hosts";

const host = ipcHost;

test("trade.* through two hosts: start on a bridged channel, offers, acceptances, the contract, the history", async () => {
  const alice = await host("Alice");
  const bob = await host("Bob");
  const { channelId: ca } = await alice.call<{ channelId: string }>("net.openChannel");
  const { channelId: cb } = await bob.call<{ channelId: string }>("net.openChannel");
  // The two renderers' data channels, as a wire between the hosts.
  wire(alice, bob, ca, cb);
  wire(bob, alice, cb, ca);

  const fpA = (await alice.call<{ fingerprint: string }>("net.identity")).fingerprint;
  const fpB = (await bob.call<{ fingerprint: string }>("net.identity")).fingerprint;
  await alice.call("trade.start", { channelId: ca, peerFingerprint: fpB });
  await bob.call("trade.start", { channelId: cb, peerFingerprint: fpA });
  await waitUntil(() => !!alice.last()?.theirs && !!bob.last()?.theirs, 5000, "both connected");
  assert.deepEqual(alice.last()!.friend, { name: "Bob", fingerprint: fpB });

  const units = async (h: typeof alice, n: number) =>
    (await h.call<{ items: { id: string }[] }>("collection.units", { limit: 1000 })).items.slice(0, n).map((u) => u.id);
  const before = JSON.stringify([await alice.call("profile.get"), await alice.call("trade.view")]);
  // Bad arguments: refused by the contract or the host, nothing changes.
  for (const [args, re] of [
    [{ units: ["Black Lotus"], coins: 0 }, /a unit id like c000522\.u0001/],
    [{ units: [], coins: -1 }, /coins/],
    [{ units: Array(101).fill("c000001.u0001"), coins: 0 }, /at most 100/],
    [{ units: ["c000001.u9999"], coins: 0 }, /not in your collection/],
    [{ units: [], coins: 10 ** 5 }, /You have \d+ coins, not 100000/],
  ] as const) {
    await assert.rejects(alice.call("trade.setOffer", args), re);
  }
  assert.equal(JSON.stringify([await alice.call("profile.get"), await alice.call("trade.view")]), before, "nothing changed");
  await assert.rejects(alice.call("trade.start", { channelId: "ch999" }), /already going on|No open network channel/);

  const totalBefore = await tally(alice, bob);
  await alice.call("trade.setOffer", { units: await units(alice, 2), coins: 15 });
  await bob.call("trade.setOffer", { units: await units(bob, 1), coins: 0 });
  await waitUntil(() => alice.last()?.theirs?.units.length === 1 && bob.last()?.theirs?.units.length === 2, 5000, "offers seen");
  await alice.call("trade.accept");
  await bob.call("trade.accept");
  await waitUntil(() => alice.last()?.outcomes.length === 1 && bob.last()?.outcomes.length === 1, 5000, "the trade");
  assert.equal(alice.last()!.outcomes[0]!.outcome, "final");
  const history = await bob.call<TradeRecordDto[]>("trade.history");
  assert.equal(history.length, 1);
  assert.deepEqual([history[0]!.status, history[0]!.friend.name, history[0]!.got.units.length, history[0]!.got.coins, history[0]!.gave.units.length], ["final", "Alice", 2, 15, 1]);
  assert.deepEqual(await tally(alice, bob), totalBefore, "the totals of every card and of coins over both are unchanged");
  await alice.call("trade.close");
  assert.equal(await alice.call("trade.view"), null);
  await assert.rejects(alice.call("trade.accept"), /There is no trade going on/);
});

/** Owned units per card and coins, summed over both hosts, through the contract only. */
async function tally(...hosts: { call: <T>(m: string, a?: unknown) => Promise<T> }[]) {
  const cards: Record<string, number> = {};
  let coins = 0;
  for (const h of hosts) {
    for (let offset = 0; ; offset += 1000) {
      const page = (await h.call<{ items: { cardCode: string }[] }>("collection.units", { limit: 1000, offset })).items;
      for (const u of page) cards[u.cardCode] = (cards[u.cardCode] ?? 0) + 1;
      if (page.length < 1000) break;
    }
    coins += (await h.call<{ coins: number }>("profile.get")).coins;
  }
  return { cards, coins };
}
