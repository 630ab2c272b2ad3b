/**
 * "Trade with <friend>" through the match host: two real MatchHosts play a network match (hidden
 * cards, the real engine) over one memory channel; the loser concedes; each host hands the finished
 * match's channel to a TradeSession (`MatchHost.tradeChannel`), with the match's pinned fingerprint,
 * and the two collections trade. Before the finish the host refuses.
 */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { MatchHost } from "../../app/host/match/match-host";
import { MemoryKnownPeers } from "../../app/host/net/known-peers";
import { memoryPair } from "../../app/host/net/memory-transport";
import { resourcesDir } from "../../app/host/paths";
import { freeUnits, session, totals, twoProfiles, waitUntil, type Profile } from "./helpers";

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function matchHost(p: Profile): MatchHost {
  const dir = mkdtempSync(join(tmpdir(), "moxen-trade-match-"));
  dirs.push(dir);
  return new MatchHost({ dataDir: dir, resourcesDir: resourcesDir(), identity: () => p.identity, knownPeers: new MemoryKnownPeers(), emit: () => undefined });
}

test("the match host hands a finished network match's channel to a trade; before the finish it refuses", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const ha = matchHost(first);
  const hb = matchHost(second);
  const [ta, tb] = memoryPair();
  const idA = ha.connectTransport({ transport: ta, role: "host", deck: { benchmark: "red-green-beats" }, peerFingerprint: second.identity.fingerprint, name: first.name }, "c").id;
  const idB = hb.connectTransport({ transport: tb, role: "guest", deck: { benchmark: "white-blue-skies" }, peerFingerprint: first.identity.fingerprint, name: second.name }, "c").id;
  await waitUntil(() => ha.get(idA).status === "playing" && hb.get(idB).status === "playing", 10_000, "match playing");
  assert.throws(() => ha.tradeChannel(idA), /not over: no trading mid-game/);

  ha.concede(idA, undefined, "c");
  await waitUntil(() => ha.get(idA).status === "finished" && hb.get(idB).status === "finished", 10_000, "match over");

  const ca = ha.tradeChannel(idA);
  assert.equal(ca.peerFingerprint, second.identity.fingerprint, "the friend is the match's opponent");
  const sa = session(first, { expectedPeerFingerprint: ca.peerFingerprint });
  sa.attach(ca.transport);
  assert.throws(() => ha.tradeChannel(idA), /already carries a trade/);
  // Bob's host received the hello: his side is asked, and accepts.
  await new Promise((r) => setTimeout(r, 100));
  const cb = hb.tradeChannel(idB);
  assert.equal(cb.tradeRequested, true, "Bob's host knew Alice wants to trade");
  const sb = session(second, { expectedPeerFingerprint: cb.peerFingerprint });
  sb.attach(cb.transport);
  await waitUntil(() => !!sa.theirOffer && !!sb.theirOffer, 5000, "both open");
  sa.setOffer({ units: freeUnits(first, 1), coins: 10 });
  sb.setOffer({ units: freeUnits(second, 2), coins: 0 });
  await waitUntil(() => sa.theirOffer?.units.length === 2 && sb.theirOffer?.units.length === 1, 3000, "offers seen");
  sa.accept();
  sb.accept();
  await waitUntil(() => sa.outcomes.length === 1 && sb.outcomes.length === 1, 5000, "settled");
  assert.equal(sa.outcomes[0]!.outcome, "final");
  assert.equal(sb.outcomes[0]!.outcome, "final");
  assert.deepEqual([sa.incidents, sb.incidents], [[], []]);
  assert.deepEqual(totals(first.svc, second.svc), before, "totals kept");
  const rowA = ha.get(idA);
  assert.equal(rowA.status, "finished", "the match's record is untouched by the trade");
  sa.close();
  sb.close();
});
