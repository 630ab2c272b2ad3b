/**
 * `moxen trade` end to end: two processes, two data folders (two collection.db files), real WebRTC
 * through the codes, driven as JSON lines. Both collections and ledgers show the exchange, the
 * totals of every card and of coins over both are the same before and after, and `moxen trade list`
 * shows the trade on each side.
 */
import assert from "node:assert/strict";
import { execFile, spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";
import { promisify } from "node:util";
import { openCollection } from "../../app/host/collection/index";
import type { TradeViewDto } from "../../app/shared/contract/trade";
import { totals, waitUntil } from "./helpers";
import { MOXEN_CLI } from "../moxen-cli";

const dirs: string[] = [];
const procs: ChildProcessWithoutNullStreams[] = [];
after(() => {
  for (const p of procs) if (p.exitCode === null) p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Side {
  proc: ChildProcessWithoutNullStreams;
  lines: Record<string, unknown>[];
  view: () => TradeViewDto | null;
  send: (value: unknown) => void;
  exited: Promise<number | null>;
}

function moxen(args: string[]): Side {
  const proc = spawn(process.execPath, [MOXEN_CLI, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  procs.push(proc);
  const lines: Record<string, unknown>[] = [];
  createInterface({ input: proc.stdout }).on("line", (l) => lines.push(JSON.parse(l) as Record<string, unknown>));
  let err = "";
  proc.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return {
    proc,
    lines,
    view: () => ([...lines].reverse().find((l) => l.view)?.view as TradeViewDto | undefined) ?? null,
    send: (value) => proc.stdin.write(`${JSON.stringify(value)}\n`),
    exited: exited.then((code) => {
      if (code !== 0) throw new Error(`moxen ${args[0]} ${args[1]} exited ${code}: ${err}`);
      return code;
    }),
  };
}

function dataDir(name: string): { dir: string; units: string[] } {
  const dir = mkdtempSync(join(tmpdir(), `moxen-cli-trade-${name}-`));
  dirs.push(dir);
  const c = openCollection({ file: join(dir, "collection.db"), playerName: name });
  const units = c.ctx.db.prepare("SELECT id FROM units WHERE removed_at IS NULL AND id NOT IN (SELECT unit_id FROM deck_cards WHERE unit_id IS NOT NULL) ORDER BY id LIMIT 2").pluck().all() as string[];
  c.close();
  return { dir, units };
}

test("moxen trade host/join: two processes trade units and coins over WebRTC; both collections, ledgers and trade logs show it", async () => {
  const alice = dataDir("Alice");
  const bob = dataDir("Bob");
  const open = () => [openCollection({ file: join(alice.dir, "collection.db") }), openCollection({ file: join(bob.dir, "collection.db") })] as const;
  const [a0, b0] = open();
  const before = totals(a0, b0);
  a0.close();
  b0.close();

  const host = moxen(["trade", "host", "--machine", "--data-dir", alice.dir]);
  await waitUntil(() => host.lines.some((l) => l.invite), 30_000, "the invite code");
  const join_ = moxen(["trade", "join", host.lines.find((l) => l.invite)!.invite as string, "--machine", "--data-dir", bob.dir]);
  await waitUntil(() => join_.lines.some((l) => l.answer), 30_000, "the answer code");
  host.send({ answer: join_.lines.find((l) => l.answer)!.answer });
  await waitUntil(() => !!host.view()?.theirs && !!join_.view()?.theirs, 20_000, "both connected");
  assert.equal(host.view()!.friend!.name, "Bob");
  assert.equal(join_.view()!.friend!.name, "Alice");

  host.send({ give: alice.units, coins: 20 });
  join_.send({ give: bob.units.slice(0, 1), coins: 3 });
  await waitUntil(() => host.view()!.theirs?.units.length === 1 && join_.view()!.theirs?.units.length === 2, 10_000, "both offers seen");
  host.send({ accept: true });
  join_.send({ accept: true });
  await waitUntil(() => host.view()!.outcomes.length === 1 && join_.view()!.outcomes.length === 1, 10_000, "the trade");
  assert.equal(host.view()!.outcomes[0]!.outcome, "final");
  assert.deepEqual(host.view()!.incidents, []);
  host.send({ quit: true });
  join_.send({ quit: true });
  await Promise.all([host.exited, join_.exited]);

  const [a1, b1] = open();
  try {
    assert.deepEqual(totals(a1, b1), before, "the totals of every card and of coins are unchanged");
    assert.equal(b1.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'trade' AND from_name = 'Alice'").pluck().get(), 2);
    assert.equal(a1.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'trade' AND from_name = 'Bob'").pluck().get(), 1);
    assert.match(b1.profile.ledger({ limit: 5 }).map((e) => `${e.amount} ${e.reason}`).join("\n"), /20 received in trade [0-9a-f]{12} from Alice/);
  } finally {
    a1.close();
    b1.close();
  }
  const list = await promisify(execFile)(process.execPath, [MOXEN_CLI, "trade", "list", "--machine", "--data-dir", bob.dir]);
  const { trades } = JSON.parse(list.stdout) as { trades: { status: string; friend: { name: string }; got: { units: unknown[]; coins: number } }[] };
  assert.equal(trades.length, 1);
  assert.deepEqual([trades[0]!.status, trades[0]!.friend.name, trades[0]!.got.units.length, trades[0]!.got.coins], ["final", "Alice", 2, 20]);
});

test("moxen trade: usage errors", async () => {
  const run = (...args: string[]) => promisify(execFile)(process.execPath, [MOXEN_CLI, ...args]);
  await assert.rejects(run("trade", "join"), (e: { code: number; stderr: string }) => e.code === 2 && /join needs the invite code/.test(e.stderr));
  await assert.rejects(run("trade", "swap"), (e: { code: number; stderr: string }) => e.code === 2 && /expected "host", "join" or "list"/.test(e.stderr));
});
