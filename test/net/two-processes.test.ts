/**
 * Two peers in two separate processes over real loopback WebRTC, connected only through
 * the codes: a full match, and a SIGKILL mid-game followed by a restart from the log.
 */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";

const FIXTURE = join(import.meta.dirname, "fixtures", "peer-process.ts");
const dirs: string[] = [];
const children: ChildProcess[] = [];
after(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

interface Peer {
  child: ChildProcess;
  next(match: (msg: Record<string, unknown>) => boolean, what: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  send(obj: unknown): void;
}

function startPeer(role: "host" | "guest", dir: string, moveDelay = 0): Peer {
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, role, "--dir", dir, "--move-delay", String(moveDelay)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  // Messages are consumed in order, so a second {invite} is not mistaken for the first.
  const unread: Record<string, unknown>[] = [];
  const waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const msg = JSON.parse(line) as Record<string, unknown>;
    const w = waiters.find((x) => x.match(msg));
    if (w) (waiters.splice(waiters.indexOf(w), 1), w.resolve(msg));
    else unread.push(msg);
  });
  return {
    child,
    send: (obj) => child.stdin!.write(JSON.stringify(obj) + "\n"),
    // Generous: each process compiles its TypeScript as it starts (tsx), and during `npm test`
    // on two loaded cores that alone once took the guest over 20 s before it printed its code.
    next: (match, what, timeoutMs = 60_000) =>
      new Promise((resolve, reject) => {
        const i = unread.findIndex(match);
        if (i >= 0) return resolve(unread.splice(0, i + 1).at(-1)!);
        const timer = setTimeout(() => reject(new Error(`${role}: timed out waiting for ${what}`)), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      }),
  };
}

/** Relays the invite and answer codes between the two processes (the "chat app"). */
async function connect(host: Peer, guest: Peer) {
  const { invite } = await host.next((m) => "invite" in m, "invite code");
  assert.match(invite as string, /^MOX1-/);
  guest.send({ invite });
  const { answer } = await guest.next((m) => "answer" in m, "answer code");
  host.send({ answer });
}

const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "moxen-net-"));
  dirs.push(d);
  return d;
};

type Done = { result: { winner: string; finalHash: string }; hash: string; gameId: string; seed: string; moves: unknown[]; resumed: boolean };

test("a full match between two processes over loopback WebRTC ends with identical final hashes", async () => {
  const host = startPeer("host", tempDir());
  const guest = startPeer("guest", tempDir());
  await connect(host, guest);
  const [a, b] = (await Promise.all([host.next((m) => "done" in m, "end"), guest.next((m) => "done" in m, "end")])).map((m) => m.done as Done);
  assert.equal(a.hash, b.hash);
  assert.equal(a.gameId, b.gameId);
  assert.equal(a.seed, b.seed);
  assert.deepEqual(a.result, b.result);
  assert.deepEqual(a.moves, b.moves);
  assert.ok(a.moves.length >= 5);
});

test("a peer killed with SIGKILL mid-game restarts from its log and the match resumes to the end", async () => {
  const hostDir = tempDir();
  const guestDir = tempDir();
  const host = startPeer("host", hostDir, 40);
  let guest = startPeer("guest", guestDir, 40);
  await connect(host, guest);
  const { moves: movesAtKill } = await guest.next((m) => typeof m.moves === "number" && m.moves >= 3, "three moves");
  guest.child.kill("SIGKILL");
  await new Promise((r) => guest.child.once("exit", r));

  // The host keeps running with its live session; its player invites again, and the guest
  // program is started again on the same data directory: identity and match log from disk.
  host.send({ reinvite: true });
  guest = startPeer("guest", guestDir, 0);
  const { resumedAt } = await guest.next((m) => "resumedAt" in m, "restart from the log");
  assert.ok((resumedAt as number) >= (movesAtKill as number), "the restarted guest rebuilt the moves it had");
  await connect(host, guest);
  const [a, b] = (await Promise.all([host.next((m) => "done" in m, "end"), guest.next((m) => "done" in m, "end")])).map((m) => m.done as Done);
  assert.equal(a.resumed, false, "the host never stopped");
  assert.equal(b.resumed, true, "the guest rebuilt its state from its log");
  assert.equal(a.hash, b.hash);
  assert.equal(a.gameId, b.gameId, "the same match, not a new one");
  assert.deepEqual(a.moves, b.moves);
  assert.ok(a.moves.length > (movesAtKill as number), "play continued after the restart");
  assert.ok(a.moves.length >= 4, "the moves from before the kill are part of the final game");
});
