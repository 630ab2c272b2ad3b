/**
 * Shared by the kill -9 tests (net-sealed-kill-*.test.ts): kill -9 during a network sealed event. One side runs in a child process over a pipe and is
 * SIGKILLed at a named point: inside the pool's payment (before COMMIT), after the pool is kept,
 * once ready for a game, in the middle of a game, after a game, after showing its secrets. Both
 * sides then run the event again with its key over a new connection (the surviving side's run ended
 * with the connection): it resumes from the logs, every game is played once, both pools are paid
 * for once and kept once, and both audits are clean.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { PACK_PRICE } from "../../app/host/collection/index";
import { EventStopped, runNetworkSealed, type NetworkSealedOutcome } from "../../app/host/limited/event/runner";
import { packsPaidBy, type EventKind } from "../../app/host/limited/pool";
import { StreamTransport } from "../trade/stream-transport";
import { cleanup, player, waitUntil, type Player } from "./net-helpers";

after(cleanup);

const fixture = fileURLToPath(new URL("./fixtures/event-side.ts", import.meta.url));

function spawnSide(p: Player, role: "host" | "guest", spec: string, key: string, killAt: string, kind: EventKind, env: Record<string, string> = {}) {
  const proc: ChildProcessWithoutNullStreams = spawn(process.execPath, ["--import", "tsx", fixture, p.dir, p.name, role, spec, key, killAt, kind], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, ...env } });
  proc.stdin.on("error", () => {});
  let notes = "";
  proc.stderr.on("data", (d: Buffer) => (notes += d.toString()));
  const transport = new StreamTransport(proc.stdout, (bytes) => void proc.stdin.write(bytes));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal })));
  return { proc, transport, notes: () => notes, exited };
}

const SPEC = "3ED:3";

export interface KillOptions {
  /** winston: a Winston draft of the packs (points "draft-N", "shuffle-N": fixtures/event-side.ts); default sealed. */
  kind?: EventKind;
  /** The child's environment (fixtures/event-side.ts: MOXEN_TEST_ISLANDS, MOXEN_TEST_FIRST, MOXEN_TEST_TURN_CAP). */
  env?: Record<string, string>;
  turnCap?: number;
  /** More checks once both resumed and finished: each side's player (the child reopened) and outcome. */
  check?: (sides: { parent: Player; child: Player; resumed: NetworkSealedOutcome; theirs: Pick<NetworkSealedOutcome, "games"> }) => void;
}

/** One kill point: the event until the child dies there, then both resume; see the file's comment. */
export function killTest(point: string, childRole: "host" | "guest", o: KillOptions = {}): void {
  const kind = o.kind ?? "sealed";
  test(`${kind}: the ${childRole} killed at ${point}: both resume from their logs, nothing lost or paid twice, audits clean`, { timeout: 400_000 }, async () => {
    const child = player(childRole === "host" ? "Alice" : "Bob");
    const parent = player(childRole === "host" ? "Bob" : "Alice");
    const parentRole = childRole === "host" ? "guest" : "host";
    const coins = { child: child.svc.profile.get().coins, parent: parent.svc.profile.get().coins };
    child.svc.close();
    const parentRun = (transport: StreamTransport, key?: string) =>
      runNetworkSealed({ role: parentRole, transport, identity: parent.identity, collection: parent.svc, dataDir: parent.dir, name: parent.name, ai: "heuristic", turnCap: o.turnCap ?? 8, waitMs: 60_000, ...(parentRole === "host" && !key ? { spec: SPEC, kind } : {}), ...(key ? { key } : {}) });

    // 1. The event until the child dies at the point.
    const c1 = spawnSide(child, childRole, childRole === "host" ? SPEC : "-", "-", point, kind, o.env);
    const first = parentRun(c1.transport).then((r) => r, (e: Error) => e);
    await waitUntil(() => c1.notes().includes("READY"), 400_000, `the child to reach ${point}: ${c1.notes()}`);
    const key = /KEY ([0-9a-f]{64})/.exec(c1.notes())![1]!;
    c1.proc.kill("SIGKILL");
    assert.equal((await c1.exited).signal, "SIGKILL");
    const stopped = await first;
    // The parent's run ends with the connection; killed after its secrets went out, the child may
    // already have given the parent all it needed (the parent's run then ended normally).
    if (stopped instanceof Error) assert.ok(stopped instanceof EventStopped && stopped.code === "disconnected", String(stopped));
    else assert.equal(point, "final-sent", "only a child killed after its last message lets the parent finish");

    // 2. Both run the event again with its key, over a new connection.
    const c2 = spawnSide(child, childRole, "-", key, "-", kind, o.env);
    const resumed = await parentRun(c2.transport, key);
    await waitUntil(() => /DONE|FAILED/.test(c2.notes()), 60_000, `the child to finish: ${c2.notes()}`);
    assert.equal((await c2.exited).code, 0, c2.notes());
    const theirs = JSON.parse(/DONE (.*)/.exec(c2.notes())![1]!) as Pick<NetworkSealedOutcome, "key" | "pool" | "games" | "audit" | "standings" | "poolEventId" | "incidents">;

    assert.equal(theirs.key, key);
    assert.deepEqual(resumed.audit, { clean: true, problems: [], peerPool: theirs.pool });
    assert.deepEqual(theirs.audit, { clean: true, problems: [], peerPool: resumed.pool });
    if (kind === "winston") assert.equal(resumed.pool.length + theirs.pool.length, 45, "every card of the three packs drafted into exactly one pool (the audit checks which)");
    assert.ok(resumed.standings.over && theirs.standings.over);
    assert.deepEqual(resumed.games.map((g) => [g.game, g.winner]), theirs.games.map((g) => [g.game, g.winner === "me" ? "peer" : g.winner === "peer" ? "me" : g.winner]), "the same games, mirrored");
    for (const g of resumed.games) assert.deepEqual(g.peerDeck, theirs.games.find((h) => h.game === g.game)!.myDeck);
    assert.deepEqual([resumed.incidents, theirs.incidents], [[], []]);

    // Each pool paid for once and kept once.
    const again = player(child.name, child.dir);
    for (const [p, r, before, role] of [[parent, resumed, coins.parent, parentRole], [again, theirs, coins.child, childRole]] as const) {
      assert.equal(p.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_events").pluck().get(), 1);
      assert.equal(p.svc.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE event_id = ?").pluck().get(r.poolEventId), r.pool.length);
      assert.equal(p.svc.profile.get().coins, before - packsPaidBy(kind, role, 3) * PACK_PRICE);
      assert.equal(p.svc.ctx.db.pragma("integrity_check", { simple: true }), "ok");
    }
    o.check?.({ parent, child: again, resumed, theirs });
    again.svc.close();
  });
}
