/**
 * `moxen sealed host --kind winston` / `moxen sealed join CODE`: two processes, two data folders,
 * real WebRTC through the codes, the computer drafting and playing for each user. The joiner
 * follows the proposal's kind. The whole event runs: the draft, then the games to the end of the
 * best of three, both audits clean, each pool in its collection as the event's units, each side
 * paying its half of the packs. A bad --kind, a --kind on join, or too many cards for a network
 * draft are usage errors (exit 2) that open nothing.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";
import { openCollection } from "../../app/host/collection/index";
import { PACK_PRICE } from "../../app/host/collection/prices";
import { waitUntil } from "./net-helpers";
import { MOXEN_CLI } from "../moxen-cli";

const dirs: string[] = [];
const procs: ChildProcessWithoutNullStreams[] = [];
after(() => {
  for (const p of procs) if (p.exitCode === null) p.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function moxen(args: string[]) {
  const proc = spawn(process.execPath, [MOXEN_CLI, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  procs.push(proc);
  const lines: Record<string, unknown>[] = [];
  createInterface({ input: proc.stdout }).on("line", (l) => lines.push(JSON.parse(l) as Record<string, unknown>));
  let err = "";
  proc.stderr.on("data", (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { proc, lines, err: () => err, exited };
}

function dataDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `moxen-cli-winston-${name}-`));
  dirs.push(dir);
  openCollection({ file: join(dir, "collection.db"), playerName: name }).close();
  return dir;
}

const coins = (dir: string) => {
  const c = openCollection({ file: join(dir, "collection.db"), starter: false });
  const n = c.profile.get().coins;
  c.close();
  return n;
};

test("moxen sealed host --kind winston / join: a Winston draft and its games between two processes over WebRTC", { timeout: 400_000 }, async () => {
  const [da, db] = [dataDir("Alice"), dataDir("Bob")];
  const before = [coins(da), coins(db)];
  const host = moxen(["sealed", "host", "--kind", "winston", "--packs", "3ED:3", "--turn-cap", "8", "--json", "--data-dir", da]);
  await waitUntil(() => host.lines.some((l) => l.invite), 120_000, `the invite: ${host.err()}`);
  const guest = moxen(["sealed", "join", host.lines.find((l) => l.invite)!.invite as string, "--turn-cap", "8", "--json", "--data-dir", db]);
  await waitUntil(() => guest.lines.some((l) => l.answer), 120_000, `the answer: ${guest.err()}`);
  host.proc.stdin.write(`${guest.lines.find((l) => l.answer)!.answer as string}\n`);
  const [ca, cb] = await Promise.all([host.exited, guest.exited]);
  assert.equal(ca, 0, host.err());
  assert.equal(cb, 0, guest.err());
  type Out = { key: string; kind: string; pool: string[]; audit: { clean: boolean }; games: { winner: string }[]; standings: { over: boolean; winner: string; me: number; peer: number } };
  const [ra, rb] = [host.lines.at(-1)!, guest.lines.at(-1)!] as unknown as Out[];
  assert.equal(ra.key, rb.key);
  assert.deepEqual([ra.kind, rb.kind], ["winston", "winston"]);
  assert.equal(ra.pool.length + rb.pool.length, 45, "every card of the three packs went to one of the two pools");
  assert.deepEqual([ra.audit, rb.audit], [{ clean: true, problems: [] }, { clean: true, problems: [] }]);
  assert.ok(ra.standings.over && rb.standings.over);
  assert.ok(ra.games.length >= 2 && ra.games.length <= 3, `${ra.games.length} games`);
  assert.deepEqual([ra.standings.me, ra.standings.peer], [rb.standings.peer, rb.standings.me], "both count the same games");
  assert.match(host.err(), /Proposed a winston event: 3ED:3/);
  assert.match(guest.err(), /Alice proposes a Winston draft: 3ED:3\. Accepting\./);
  for (const [dir, r, packs, was] of [[da, ra, 2, before[0]!], [db, rb, 1, before[1]!]] as const) {
    const c = openCollection({ file: join(dir, "collection.db"), starter: false });
    assert.equal(c.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'event' AND event_id = (SELECT id FROM limited_events WHERE kind = 'winston')").pluck().get(), r.pool.length);
    c.close();
    assert.equal(coins(dir), was - packs * PACK_PRICE, "the host pays ceil(3/2) packs, the guest floor(3/2)");
  }
});

test("moxen sealed: a bad --kind, --kind on join, and too many cards for a Winston draft are usage errors", { timeout: 800_000 }, () => {
  const dir = dataDir("Carol");
  const run = (args: string[]) => spawnSync(process.execPath, [MOXEN_CLI, "sealed", ...args, "--data-dir", dir], { encoding: "utf8", timeout: 240_000, input: "" });
  for (const [args, pattern] of [
    [["host", "--kind", "rochester", "--packs", "3ED:3"], /--kind: "rochester" is not an event kind/],
    [["join", "SOMECODE", "--kind", "winston"], /join \(and --resume\) follow the proposal/],
    [["host", "--kind", "winston", "--packs", "3ED:8"], /at most 105 cards/],
  ] as const) {
    const r = run([...args]);
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr + r.stdout, pattern);
    assert.match(r.stderr, /--kind sealed\|winston/, "the usage text names the option");
  }
});
