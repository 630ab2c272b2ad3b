/**
 * `moxen sealed host` / `moxen sealed join CODE`: two processes, two data folders, real WebRTC
 * through the codes, the computer playing for each user: the event ends with both audits clean and
 * each pool in its collection. A bad --packs is a usage error that opens nothing.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";
import { openCollection } from "../../app/host/collection/index";
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
  const dir = mkdtempSync(join(tmpdir(), `moxen-cli-sealed-${name}-`));
  dirs.push(dir);
  openCollection({ file: join(dir, "collection.db"), playerName: name }).close();
  return dir;
}

test("moxen sealed host / join: a sealed event between two processes over WebRTC, audits clean, pools kept", { timeout: 400_000 }, async () => {
  const [da, db] = [dataDir("Alice"), dataDir("Bob")];
  // With a deck-building clock: the computer builds at once, well within it.
  const host = moxen(["sealed", "host", "--packs", "3ED:3", "--build-minutes", "30", "--turn-cap", "8", "--json", "--data-dir", da]);
  await waitUntil(() => host.lines.some((l) => l.invite), 120_000, `the invite: ${host.err()}`);
  const guest = moxen(["sealed", "join", host.lines.find((l) => l.invite)!.invite as string, "--turn-cap", "8", "--json", "--data-dir", db]);
  await waitUntil(() => guest.lines.some((l) => l.answer), 120_000, `the answer: ${guest.err()}`);
  host.proc.stdin.write(`${guest.lines.find((l) => l.answer)!.answer as string}\n`);
  const [ca, cb] = await Promise.all([host.exited, guest.exited]);
  assert.equal(ca, 0, host.err());
  assert.equal(cb, 0, guest.err());
  const [ra, rb] = [host.lines.at(-1)!, guest.lines.at(-1)!] as { key: string; pool: string[]; audit: { clean: boolean }; standings: { over: boolean; winner: string } }[];
  assert.equal(ra.key, rb.key);
  assert.deepEqual([ra.audit, rb.audit], [{ clean: true, problems: [] }, { clean: true, problems: [] }]);
  assert.ok(ra.standings.over);
  assert.match(host.err(), /Proposed a sealed event: 3ED:3, 30 minutes to build your deck\./);
  assert.match(guest.err(), /Alice proposes a sealed event: 3ED:3, 30 minutes to build your deck\. Accepting\./);
  for (const [dir, r] of [[da, ra], [db, rb]] as const) {
    const c = openCollection({ file: join(dir, "collection.db"), starter: false });
    assert.equal(c.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE source = 'event'").pluck().get(), r.pool.length);
    c.close();
  }
});

test("moxen sealed host with a bad --packs is a usage error", () => {
  const dir = dataDir("Carol");
  const r = spawnSync(process.execPath, [MOXEN_CLI, "sealed", "host", "--packs", "XYZ:3", "--data-dir", dir], { encoding: "utf8", timeout: 60_000, input: "" });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr + r.stdout, /unknown set "XYZ"/);
});

test("moxen sealed: --build-minutes out of range, or on join, is a usage error", () => {
  const dir = dataDir("Dave");
  for (const [args, pattern] of [
    [["host", "--packs", "3ED:3", "--build-minutes", "5"], /--build-minutes/],
    [["host", "--packs", "3ED:3", "--build-minutes", "91"], /--build-minutes/],
    [["join", "CODE", "--build-minutes", "30"], /--build-minutes is the host's choice/],
  ] as const) {
    const r = spawnSync(process.execPath, [MOXEN_CLI, "sealed", ...args, "--data-dir", dir], { encoding: "utf8", timeout: 60_000, input: "" });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr + r.stdout, pattern);
  }
});
