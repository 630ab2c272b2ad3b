/**
 * Two programs, two SQLite files, one trade over real WebRTC (@roamhq/wrtc, loopback host
 * candidates), connected only through the invite and answer codes, each side pinned to the
 * fingerprint its code carried. Then the connection is cut while the first signer waits for the
 * countersignature, and a second WebRTC connection settles the trade the same way on both sides.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { answerInvitation, createInvitation } from "../../app/host/net/wrtc-transport";
import type { Transport } from "../../app/host/net/transport";
import { getTrade } from "../../app/host/trade/index";
import { autoAccept, freeUnits, session, totals, twoProfiles, waitUntil, type Profile } from "./helpers";

const cleanups: (() => void)[] = [];
after(() => cleanups.forEach((c) => c()));

async function link(host: Profile, guest: Profile): Promise<{ hostT: Transport; guestT: Transport; hostSees: string; guestSees: string }> {
  const invitation = await createInvitation({ identity: host.identity });
  cleanups.push(() => invitation.cancel());
  const answer = await answerInvitation(invitation.code, { identity: guest.identity });
  cleanups.push(() => answer.cancel());
  const { transport: hostT, peerFingerprint } = await invitation.accept(answer.code);
  const guestT = await answer.connected;
  return { hostT, guestT, hostSees: peerFingerprint!, guestSees: answer.peerFingerprint! };
}

test("a trade of units and coins over real WebRTC: both collections and ledgers show it, totals unchanged", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const { hostT, guestT, hostSees, guestSees } = await link(second, first);
  assert.equal(hostSees, first.identity.fingerprint);
  assert.equal(guestSees, second.identity.fingerprint);
  const a = session(first, { expectedPeerFingerprint: guestSees });
  const b = session(second, { expectedPeerFingerprint: hostSees });
  autoAccept(a);
  autoAccept(b);
  b.attach(hostT);
  a.attach(guestT);
  await waitUntil(() => a.phase === "open" && b.phase === "open" && !!a.theirOffer && !!b.theirOffer, 10_000, "both open");
  const give = freeUnits(first, 3);
  const get = freeUnits(second, 2);
  a.setOffer({ units: give, coins: 25 });
  b.setOffer({ units: get, coins: 60 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 10_000, "the trade over WebRTC");
  assert.equal(a.outcomes[0]!.outcome, "final");
  assert.deepEqual([a.incidents, b.incidents], [[], []]);
  assert.deepEqual(totals(first.svc, second.svc), before);
  const id = a.outcomes[0]!.tradeId;
  for (const [p, gave, from] of [[first, give, second], [second, get, first]] as const) {
    const units = p.svc.ctx.db.prepare("SELECT from_unit FROM units WHERE trade_id = ? ORDER BY from_unit").pluck().all(id);
    assert.deepEqual(units, [...(p === first ? get : give)].sort());
    for (const u of gave) assert.match(p.svc.ctx.db.prepare("SELECT removed_reason FROM units WHERE id = ?").pluck().get(u) as string, new RegExp(`traded to ${from.name}`));
    assert.equal(getTrade(p.svc.ctx, id)!.status, "final");
  }
  assert.match(first.svc.profile.ledger({ limit: 3 }).map((e) => `${e.amount} ${e.reason}`).join("\n"), /60 received in trade/);
  assert.match(second.svc.profile.ledger({ limit: 3 }).map((e) => `${e.amount} ${e.reason}`).join("\n"), /-60 given in trade/);
  a.close();
  b.close();
});

test("the connection is cut before the countersignature arrives; a second WebRTC connection settles it on both sides", async () => {
  const { first, second } = twoProfiles();
  const before = totals(first.svc, second.svc);
  const one = await link(first, second);
  // The second signer's transport drops everything once it countersigned: the first never hears.
  let cut = false;
  const send = one.guestT.send.bind(one.guestT);
  one.guestT.send = (bytes) => (cut ? undefined : send(bytes));
  const a = session(first);
  const b = session(second, { step: (s) => void (s === "countersigned" && (cut = true)) });
  autoAccept(a);
  autoAccept(b);
  a.attach(one.hostT);
  b.attach(one.guestT);
  await waitUntil(() => a.phase === "open" && !!a.theirOffer, 10_000, "open");
  a.setOffer({ units: freeUnits(first, 1), coins: 3 });
  await waitUntil(() => b.outcomes.length === 1 && a.phase === "signing", 10_000, "countersigned on one side only");
  assert.equal(getTrade(first.svc.ctx, b.outcomes[0]!.tradeId)!.status, "pending");
  a.close();
  b.close();

  const two = await link(first, second);
  const a2 = session(first);
  const b2 = session(second);
  a2.attach(two.hostT);
  b2.attach(two.guestT);
  await waitUntil(() => a2.settledWithPeer && b2.settledWithPeer, 10_000, "settled after reconnecting");
  const id = b.outcomes[0]!.tradeId;
  assert.equal(getTrade(first.svc.ctx, id)!.status, "final");
  assert.equal(getTrade(second.svc.ctx, id)!.status, "final");
  assert.deepEqual(a2.outcomes, [{ tradeId: id, outcome: "final" }]);
  assert.deepEqual(totals(first.svc, second.svc), before);
  a2.close();
  b2.close();
});
