/**
 * The runner (the CLI's `moxen sealed host --build-minutes N`) against a friend whose deck for game 1
 * never comes, over real WebRTC (@roamhq/wrtc), real SQLite on both sides, each program's clock
 * injected (`now`): the runner waits the agreed time instead of timing out, claims game 1 by
 * itself once its time and the grace are gone, the friend's program (its own time up, no deck sent)
 * accepts with a signed forfeit, and game 1 is the runner's without a match; the friend then leaves,
 * and both audits are clean.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { EventChannel } from "../../app/host/limited/event/channel";
import { runNetworkSealed } from "../../app/host/limited/event/runner";
import { EventSession } from "../../app/host/limited/event/session";
import { cleanup, link, player, waitUntil } from "./net-helpers";

after(cleanup);

const MIN = 60_000;

test("the runner claims game 1 when the friend's deck does not come in the agreed time; the friend's program accepts", { timeout: 300_000 }, async () => {
  const alice = player("Alice");
  const bob = player("Bob");
  const { hostT, guestT, hostSees, guestSees } = await link(alice, bob);
  let aliceNow = Date.UTC(2026, 0, 1);
  let bobNow = aliceNow;
  const steps: string[] = [];
  const info: string[] = [];
  const run = runNetworkSealed({
    role: "host", transport: hostT, identity: alice.identity, collection: alice.svc, dataDir: alice.dir, name: "Alice", spec: "3ED:3", buildMinutes: 10,
    peerFingerprint: hostSees, ai: "heuristic", turnCap: 10, waitMs: 2_000, now: () => aliceNow,
    onStep: (s) => void steps.push(s), info: (t) => void info.push(t),
  });
  // Bob's program: the event session only (its player never builds a deck).
  const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", expectedPeerFingerprint: guestSees, now: () => bobNow });
  guest.attach(new EventChannel(guestT).event);
  await waitUntil(() => guest.status === "proposed", 20_000, "the proposal");
  assert.equal(guest.buildMinutes, 10);
  guest.accept();
  await waitUntil(() => guest.pool !== null && steps.includes("ready-1"), 30_000, "the pools and Alice's deck for game 1");
  guest.startBuildClock();
  // Far more than waitMs passes in real time while Alice's runner waits: it is patient until the agreed time and the grace.
  await new Promise((r) => setTimeout(r, 3_000));
  assert.deepEqual([steps.includes("game-over-1"), guest.incidents], [false, []], "no claim before the agreed time and the grace");
  bobNow += 11 * MIN;
  aliceNow += 12 * MIN;
  await waitUntil(() => steps.includes("game-over-1"), 20_000, "the claim accepted");
  assert.equal(guest.games().find((g) => g.game === 1)!.winner, "peer");
  assert.equal(guest.ready.me, 1);
  guest.leave("left the event");
  await waitUntil(() => guest.standings().over, 20_000, "the event over");
  guest.finish();
  const a = await run;
  assert.deepEqual(a.games.map((g) => [g.game, g.winner, g.matchId]), [[1, "me", null]]);
  assert.match(a.games[0]!.reason!, /no deck submitted for game 1 within the agreed time to build/);
  assert.deepEqual([a.standings.me, a.standings.over, a.standings.winner], [1, true, "me"]);
  assert.deepEqual(a.audit && { clean: a.audit.clean, problems: a.audit.problems }, { clean: true, problems: [] });
  assert.ok(info.some((t) => /you claim game 1/.test(t)), info.join("\n"));
  assert.ok(info.some((t) => /accepted your claim: game 1 is yours/.test(t)), info.join("\n"));
  await waitUntil(() => guest.audit() !== null, 20_000, "Bob's audit");
  assert.equal(guest.audit()!.clean, true);
  assert.deepEqual([a.incidents, guest.incidents], [[], []]);
});
