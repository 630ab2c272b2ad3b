/**
 * kill -9 at every step of the exchange, on each side. One side runs in a child process over a
 * pipe; it is SIGKILLed at a named point (a step of the protocol, or inside a transaction just
 * before COMMIT). It is then restarted on the same database, the two sessions meet again, and
 * both sides must agree on the trade (final on both, or aborted or absent on both), with the
 * totals of every card and of coins over both collections unchanged.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { openCollection } from "../../app/host/collection/index";
import { getTrade, listTrades, TradeSession } from "../../app/host/trade/index";
import { autoAccept, freeUnits, totals, twoProfiles, waitUntil, type Profile } from "./helpers";
import { StreamTransport } from "./stream-transport";

const fixture = fileURLToPath(new URL("./fixtures/trade-side.ts", import.meta.url));

interface Child {
  proc: ChildProcessWithoutNullStreams;
  transport: StreamTransport;
  notes: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function spawnSide(p: Profile, args: string[]): Child {
  const proc = spawn(process.execPath, ["--import", "tsx", fixture, p.file, p.identityFile, p.name, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  proc.stdin.on("error", () => {}); // writes to a killed child fail: the transport closes
  let notes = "";
  proc.stderr.on("data", (d: Buffer) => (notes += d.toString()));
  const transport = new StreamTransport(proc.stdout, (bytes) => {
    proc.stdin.write(bytes);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.on("exit", (code, signal) => resolve({ code, signal })));
  return { proc, transport, notes: () => notes, exited };
}

type Expect = "final" | "aborted" | "none" | "any";

/** Kill points: [point, child signs first?, what both sides must end with]. */
const POINTS: [string, boolean, Expect][] = [
  ["accepted", true, "none"],
  ["trade-hold", true, "none"], // inside the first signer's transaction: nothing was signed
  ["signed", true, "aborted"], // logged, never sent: the friend never countersigned, it aborts
  ["sent-sign", true, "any"], // the friend may have countersigned before the kill
  ["received-countersign", true, "final"],
  ["trade-apply", true, "final"], // inside the first signer's transaction applying the final contract
  ["applied", true, "final"],
  ["sent-done", true, "final"],
  ["accepted", false, "any"], // the first signer may sign on our acceptance before it sees the connection drop
  ["received-sign", false, "aborted"],
  ["trade-countersign", false, "aborted"], // inside the second signer's transaction: never countersigned
  ["countersigned", false, "final"], // applied and logged, the countersignature never sent
  ["sent-countersign", false, "final"],
];

for (const [point, childFirst, expect] of POINTS) {
  test(`killed at ${point} (the ${childFirst ? "first" : "second"} signer): after restart both sides agree, nothing lost or doubled`, async () => {
    const pair = twoProfiles();
    const child = childFirst ? pair.first : pair.second;
    const parent = childFirst ? pair.second : pair.first;
    const childUnits = freeUnits(child, 2);
    const parentUnits = freeUnits(parent, 1);
    const before = totals(child.svc, parent.svc);
    child.svc.close();

    // 1. The trade, until the child dies at the point.
    const c1 = spawnSide(child, ["trade", childUnits.join(","), "30", point]);
    const s1 = new TradeSession({ ctx: parent.svc.ctx, identity: parent.identity, name: parent.name });
    autoAccept(s1);
    s1.onChange(() => {
      if (s1.phase === "open" && s1.myOffer.rev === 1 && s1.theirOffer) s1.setOffer({ units: parentUnits, coins: 11 });
    });
    s1.attach(c1.transport);
    await waitUntil(() => c1.notes().includes("READY"), 20_000, `the child to reach ${point}: ${c1.notes()}`);
    c1.proc.kill("SIGKILL");
    const exit = await c1.exited;
    assert.equal(exit.signal, "SIGKILL", `the child died at ${point}`);
    await waitUntil(() => s1.phase === "closed", 5000, "the parent to see the connection drop");
    s1.close();

    // 2. Restart the child on its database; the two meet again and exchange what they hold.
    const c2 = spawnSide(child, ["resolve"]);
    const s2 = new TradeSession({ ctx: parent.svc.ctx, identity: parent.identity, name: parent.name });
    s2.attach(c2.transport);
    await waitUntil(() => s2.settledWithPeer && c2.notes().includes("SETTLED"), 20_000, `both to settle: ${c2.notes()} ${JSON.stringify(s2.incidents)}`);
    const end = await c2.exited;
    assert.equal(end.code, 0, c2.notes());
    s2.close();
    assert.deepEqual(s2.incidents, []);

    // 3. Both agree, and the totals are what they were.
    const reopened = openCollection({ file: child.file, starter: false });
    try {
      assert.equal(reopened.ctx.db.pragma("integrity_check", { simple: true }), "ok");
      assert.deepEqual(totals(reopened, parent.svc), before, "no unit or coin lost or doubled");
      const mine = listTrades(reopened.ctx);
      const theirs = listTrades(parent.svc.ctx);
      const ids = new Set([...mine, ...theirs].map((t) => t.tradeId));
      assert.ok(ids.size <= 1, "one trade at most");
      for (const id of ids) {
        const a = getTrade(reopened.ctx, id)?.status ?? "none";
        const b = getTrade(parent.svc.ctx, id)?.status ?? "none";
        // The first signer always has the row; the second has it once it countersigned or refused.
        assert.equal(a, b, `both sides hold trade ${id.slice(0, 12)} the same way`);
        assert.notEqual(a, "pending");
      }
      const outcome = ids.size ? getTrade(parent.svc.ctx, [...ids][0]!)!.status : "none";
      if (expect !== "any") assert.equal(outcome, expect);
      const moved = outcome === "final";
      // The units moved exactly when the trade is final.
      for (const id of childUnits) assert.equal(reopened.ctx.db.prepare("SELECT removed_at IS NOT NULL FROM units WHERE id = ?").pluck().get(id), moved ? 1 : 0, `${id} ${moved ? "left" : "stayed"}`);
      for (const id of parentUnits) assert.equal(parent.svc.ctx.db.prepare("SELECT removed_at IS NOT NULL FROM units WHERE id = ?").pluck().get(id), moved ? 1 : 0);
      const received = reopened.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'trade'").pluck().get();
      assert.equal(received, moved ? parentUnits.length : 0);
    } finally {
      reopened.close();
      parent.svc.close();
    }
  });
}
