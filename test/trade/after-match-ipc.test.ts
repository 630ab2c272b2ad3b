/**
 * "Trade with <friend>" through the contract: two real hosts (createServices) play a network match
 * over their renderers' bridged channels (net.openChannel, net.channelSend → net.channelData), one
 * concedes, and both start a trade on the finished match with trade.startAfterMatch (the friend
 * who did not ask first gets trade.requested). Refused with a clear error, changing nothing: a live
 * match, a match that does not exist or is not a network match, bad arguments.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { TradeRequestDto, TradeViewDto } from "../../app/shared/contract/trade";
import { waitUntil } from "./helpers";
import { ipcHost, wire } from "./ipc-hosts";

/** A host, and the "<friend> wants to trade" events sent to its renderer. */
async function host(name: string) {
  const h = await ipcHost(name);
  const requests: TradeRequestDto[] = [];
  h.services.events.subscribe((event, payload, to) => {
    if (event === "trade.requested" && (to === h.client || to === undefined)) requests.push(payload as TradeRequestDto);
  });
  return { ...h, requests };
}
type Host = Awaited<ReturnType<typeof host>>;

test("trade.startAfterMatch: a finished network match's friend, through the contract; refused mid-game and for bad arguments", async () => {
  const alice = await host("Alice");
  const bob = await host("Bob");
  const { channelId: ca } = await alice.call<{ channelId: string }>("net.openChannel");
  const { channelId: cb } = await bob.call<{ channelId: string }>("net.openChannel");
  wire(alice, bob, ca, cb);
  wire(bob, alice, cb, ca);
  const fpA = (await alice.call<{ fingerprint: string }>("net.identity")).fingerprint;
  const fpB = (await bob.call<{ fingerprint: string }>("net.identity")).fingerprint;

  const idA = (await alice.call<{ id: number }>("match.connect", { channelId: ca, role: "host", deck: { benchmark: "red-green-beats" }, peerFingerprint: fpB })).id;
  const idB = (await bob.call<{ id: number }>("match.connect", { channelId: cb, role: "guest", deck: { benchmark: "white-blue-skies" }, peerFingerprint: fpA })).id;
  const status = async (h: Host, id: number) => (await h.call<{ status: string }>("match.get", { matchId: id })).status;
  const playing = async () => (await status(alice, idA)) === "playing" && (await status(bob, idB)) === "playing";
  for (let t = Date.now(); !(await playing()); await new Promise((r) => setTimeout(r, 50))) if (Date.now() - t > 15_000) throw new Error("match never started");

  // Mid-game, and bad arguments: clear errors, no trade.
  await assert.rejects(alice.call("trade.startAfterMatch", { matchId: idA }), (e: Error & { code?: string }) => e.code === "not_over" && /no trading mid-game/.test(e.message));
  for (const [args, re] of [
    [{}, /matchId/],
    [{ matchId: "1" }, /matchId/],
    [{ matchId: 0 }, /matchId/],
    [{ matchId: 1.5 }, /matchId/],
    [{ matchId: idA, channelId: "ch1" }, /channelId/],
  ] as const) {
    await assert.rejects(alice.call("trade.startAfterMatch", args), re);
  }
  await assert.rejects(alice.call("trade.startAfterMatch", { matchId: 9999 }), /9999/);
  // A hotseat match is not a network match.
  const local = (await alice.call<{ id: number }>("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" } })).id;
  await assert.rejects(alice.call("trade.startAfterMatch", { matchId: local }), (e: Error & { code?: string }) => e.code === "not_network");
  assert.equal(await alice.call("trade.view"), null, "no trade was started");
  assert.equal(await status(alice, idA), "playing", "the match plays on");

  await alice.call("match.concede", { matchId: idA });
  for (let t = Date.now(); (await status(alice, idA)) !== "finished" || (await status(bob, idB)) !== "finished"; await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() - t > 15_000) throw new Error("match never finished");
  }

  // Alice asks first; Bob's renderer hears "Alice wants to trade" and answers.
  const va = await alice.call<TradeViewDto>("trade.startAfterMatch", { matchId: idA });
  assert.notEqual(va.phase, "closed");
  await assert.rejects(alice.call("trade.startAfterMatch", { matchId: idA }), /already going on/);
  await waitUntil(() => bob.requests.length > 0, 5000, "Bob is asked");
  assert.deepEqual(bob.requests, [{ matchId: idB, friend: { name: "Alice", fingerprint: fpA } }]);
  assert.deepEqual(alice.requests, [], "Alice asked first: she is not asked");
  await bob.call("trade.startAfterMatch", { matchId: idB });
  await waitUntil(() => !!alice.last()?.theirs && !!bob.last()?.theirs, 5000, "both connected");
  assert.deepEqual(alice.last()!.friend, { name: "Bob", fingerprint: fpB });
  assert.deepEqual(bob.last()!.friend, { name: "Alice", fingerprint: fpA });

  const units = async (h: Host, n: number) => (await h.call<{ items: { id: string }[] }>("collection.units", { limit: 1000 })).items.slice(0, n).map((u) => u.id);
  await alice.call("trade.setOffer", { units: await units(alice, 1), coins: 5 });
  await bob.call("trade.setOffer", { units: await units(bob, 2), coins: 0 });
  await waitUntil(() => alice.last()?.theirs?.units.length === 2 && bob.last()?.theirs?.units.length === 1, 5000, "offers seen");
  await alice.call("trade.accept");
  await bob.call("trade.accept");
  await waitUntil(() => alice.last()?.outcomes.length === 1 && bob.last()?.outcomes.length === 1, 5000, "the trade");
  assert.equal(alice.last()!.outcomes[0]!.outcome, "final");
  assert.equal(bob.last()!.outcomes[0]!.outcome, "final");
  assert.deepEqual([alice.last()!.incidents, bob.last()!.incidents], [[], []]);
  assert.equal(await status(alice, idA), "finished", "the match's record is untouched");
  await alice.call("trade.close");
  await bob.call("trade.close");
});
