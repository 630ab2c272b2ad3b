/**
 * Two MatchHosts in two processes, real engine, real loopback WebRTC, signed logs in
 * matches.db: one is killed with SIGKILL mid-game and started again on its data folder; it
 * rebuilds the match from SQLite, reconnects with new codes, and the game goes on to the end.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";
import { removeTempDirs, tempDir } from "./helpers";

const FIXTURE = join(import.meta.dirname, "fixtures", "match-peer.ts");
const children: ChildProcess[] = [];
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  removeTempDirs();
});

interface Peer {
  child: ChildProcess;
  next(match: (msg: Record<string, unknown>) => boolean, what: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  send(obj: unknown): void;
}

function startPeer(role: "host" | "guest", dir: string, extra: string[] = []): Peer {
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, role, "--dir", dir, ...extra], { stdio: ["pipe", "pipe", "inherit"] });
  children.push(child);
  const unread: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const msg = JSON.parse(line) as Record<string, unknown>;
    if ("error" in msg || "halted" in msg) console.error(role, msg);
    const w = waiters.find((x) => x.match(msg));
    if (w) (waiters.splice(waiters.indexOf(w), 1), w.resolve(msg));
    else unread.push(msg);
  });
  return {
    child,
    send: (obj) => child.stdin!.write(JSON.stringify(obj) + "\n"),
    next: (match, what, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const i = unread.findIndex(match);
        if (i >= 0) return resolve(unread.splice(0, i + 1).at(-1)!);
        const timer = setTimeout(() => reject(new Error(`${role}: timed out waiting for ${what}`)), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      }),
  };
}

async function connect(host: Peer, guest: Peer) {
  const { invite } = await host.next((m) => "invite" in m, "invite code");
  guest.send({ invite });
  const { answer } = await guest.next((m) => "answer" in m, "answer code");
  host.send({ answer });
}

type Done = { result: { winner: string; reason: string }; steps: number; hash: string; gameId: string; confirmed: boolean; resumed: boolean };

test("a peer killed with SIGKILL mid-game restarts from matches.db and the match resumes to the end", async () => {
  const hostDir = tempDir();
  const guestDir = tempDir();
  const host = startPeer("host", hostDir, ["--move-delay", "20", "--concede-at", "60"]);
  let guest = startPeer("guest", guestDir, ["--move-delay", "20"]);
  await connect(host, guest);
  const { steps: atKill } = await guest.next((m) => typeof m.steps === "number" && m.steps >= 15, "fifteen steps");
  guest.child.kill("SIGKILL");
  await new Promise((r) => guest.child.once("exit", r));

  host.send({ reinvite: true });
  guest = startPeer("guest", guestDir, ["--move-delay", "0"]);
  const { resumedAt } = await guest.next((m) => "resumedAt" in m, "restart from matches.db");
  assert.ok((resumedAt as number) >= (atKill as number), `the restarted guest rebuilt the steps it had (${resumedAt} ≥ ${atKill})`);
  await connect(host, guest);
  const [a, b] = (await Promise.all([host.next((m) => "done" in m, "end", 120_000), guest.next((m) => "done" in m, "end", 120_000)])).map((m) => m.done as Done);
  assert.equal(a.resumed, false, "the host never stopped");
  assert.equal(b.resumed, true, "the guest rebuilt its match from SQLite");
  assert.equal(a.gameId, b.gameId, "the same match, not a new one");
  assert.deepEqual(a.result, { winner: "B", reason: "concede", audit: { clean: true } }, "each side audited the other's hidden cards");
  assert.deepEqual(b.result, a.result);
  assert.equal(a.steps, b.steps);
  assert.equal(a.hash, b.hash);
  assert.ok(a.steps > (atKill as number), "play continued after the restart");
  assert.ok(a.confirmed && b.confirmed, "both signed results arrived");
});
