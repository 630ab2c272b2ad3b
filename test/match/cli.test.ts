/**
 * The command line on the match host:
 * - `moxen peer host|join --data-dir DIR` keeps its match in DIR/matches.db: after a computer vs
 *   computer match between two processes, each side's history holds the finished network match
 *   with the same result, and its log replays to the final hash both sides confirmed.
 * - `moxen play`: a text game against the computer; killed mid-game, `--resume` continues it.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { after, test } from "node:test";
import { MatchHost } from "../../app/host/match/match-host";
import { FileIdentityStore, loadOrCreateIdentity } from "../../app/host/net/identity";
import { resourcesDir } from "../../app/host/paths";
import { removeTempDirs, tempDir } from "./helpers";
import { MOXEN_CLI } from "../moxen-cli";

after(removeTempDirs);

function peer(args: string[]) {
  const child = spawn(process.execPath, [MOXEN_CLI, "peer", ...args], { stdio: ["pipe", "pipe", "inherit"] });
  const queue: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    let m: Record<string, unknown>;
    try {
      m = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    if (waiters.length) waiters.shift()!(m);
    else queue.push(m);
  });
  child.on("exit", (code) => (waiters.length ? waiters.shift()!({ error: `exited ${code}` }) : queue.push({ error: `exited ${code}` })));
  return { child, next: () => new Promise<Record<string, unknown>>((r) => (queue.length ? r(queue.shift()!) : waiters.push(r))) };
}

test("moxen peer host/join log network matches to matches.db in --data-dir", async () => {
  const [dirA, dirB] = [tempDir(), tempDir()];
  const common = ["--machine", "--ai", "random", "--turn-cap", "6"];
  const host = peer(["host", "--deck", "red-green-beats", "--name", "Alice", "--data-dir", dirA, ...common]);
  const { invite } = await host.next();
  assert.equal(typeof invite, "string");
  const guest = peer(["join", invite as string, "--deck", "white-blue-skies", "--name", "Bob", "--data-dir", dirB, ...common]);
  const { answer } = await guest.next();
  host.child.stdin!.write(JSON.stringify({ answer }) + "\n");
  const [a, b] = await Promise.all([host.next(), guest.next()]);
  host.child.stdin!.end();
  guest.child.stdin!.end();
  const da = a.done as { winner: string; reason: string; hash: string; gameId: string; audit: string };
  const db = b.done as typeof da;
  assert.ok(da && db, `both finished: ${JSON.stringify([a, b])}`);
  assert.equal(da.hash, db.hash);
  assert.deepEqual([da.audit, db.audit], ["clean", "clean"], "each side audited the other's hidden cards");

  for (const [dir, done, seat] of [[dirA, da, "A"], [dirB, db, "B"]] as const) {
    // The hidden game is rebuilt with this profile's secrets: its identity from the data folder.
    const identity = loadOrCreateIdentity(new FileIdentityStore(join(dir, "identity.json")), "default");
    const matches = new MatchHost({ dataDir: dir, resourcesDir: resourcesDir(), identity: () => identity, emit: () => {} });
    try {
      const [m] = matches.history();
      assert.ok(m, "the match is in history");
      assert.equal(m!.kind, "network");
      assert.equal(m!.yourSeat, seat);
      assert.equal(m!.result!.winner, done.winner);
      assert.equal(m!.seats.A.name, "Alice");
      assert.equal(m!.seats.B.name, "Bob");
      const end = matches.replay(m!.id, m!.steps);
      assert.equal(end.total, m!.steps);
      const view = matches.view(m!.id, undefined);
      assert.equal(view.hash, done.hash, "the log replays to the confirmed final hash");
      assert.deepEqual(m!.result!.audit, { clean: true }, "the history shows the audit");
    } finally {
      await matches.close();
    }
    // `moxen audit MATCH` does it again from the signed log.
    const audit = spawnSync(process.execPath, [MOXEN_CLI, "audit", "1", "--data-dir", dir, "--json"], { encoding: "utf8", timeout: 120_000 });
    assert.equal(audit.status, 0, audit.stderr);
    assert.deepEqual(JSON.parse(audit.stdout).audit, { clean: true });
    const missing = spawnSync(process.execPath, [MOXEN_CLI, "audit", "7", "--data-dir", dir], { encoding: "utf8", timeout: 120_000 });
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /7/);
  }
});

function play(args: string[], input: string) {
  return spawnSync(process.execPath, [MOXEN_CLI, "play", ...args], { input, encoding: "utf8", timeout: 120_000 });
}

test("moxen play: usage errors, a text game, and --resume after the process was killed", async () => {
  const dir = tempDir();
  const bad = play(["--deck", "no-such-deck", "--data-dir", dir], "");
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--deck: /);
  assert.match(play(["--data-dir", dir], "").stderr, /--deck is required \(or --resume\)/);
  assert.match(play(["--deck", "red-green-beats", "--ai", "godlike", "--data-dir", dir], "").stderr, /unknown AI "godlike"/);
  assert.match(play(["--resume", "--data-dir", dir], "").stderr, /no unfinished match against the computer/);

  // Start a game, make a few choices, and kill the process while it waits for the next one.
  const child = spawn(process.execPath, [MOXEN_CLI, "play", "--deck", "red-green-beats", "--vs", "white-blue-skies", "--ai", "random", "--seed", "cli-1", "--name", "Tester", "--data-dir", dir], {
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  let prompts = 0;
  await new Promise<void>((resolve) => {
    child.stderr!.on("data", (d: Buffer) => {
      prompts += (String(d).match(/Your choice/g) ?? []).length;
      if (prompts >= 4) return resolve();
      child.stdin!.write("1\n");
    });
  });
  child.kill("SIGKILL");
  await new Promise((r) => child.once("exit", r));
  assert.match(out, /^Match #1: Tester \(Red-Green Beats\) vs Computer \(random moves\) \(White-Blue Skies\)\n/);

  const resumed = play(["--resume", "--data-dir", dir], "1\n1\nc\n");
  assert.equal(resumed.status, 0, resumed.stderr);
  assert.match(resumed.stdout, /Match #1: Tester/);
  assert.match(resumed.stdout, /The computer won \(Tester conceded\) on turn \d+\. Match #1 is in your history\./);
  const matches = new MatchHost({ dataDir: dir, resourcesDir: resourcesDir(), emit: () => {} });
  try {
    const [m] = matches.history();
    assert.deepEqual(m!.result, { winner: "B", reason: "Tester conceded" });
  } finally {
    await matches.close();
  }
});

test("moxen peer --ante: both players must choose it (a mismatch is refused on both sides with a sentence); chosen by both, the game antes a card each and ends audited", async () => {
  const [dirA, dirB] = [tempDir(), tempDir()];
  const common = ["--machine", "--ai", "random", "--turn-cap", "4"];
  const pair = async (hostArgs: string[], guestArgs: string[]) => {
    const host = peer(["host", "--deck", "red-green-beats", "--name", "Alice", "--data-dir", dirA, ...common, ...hostArgs]);
    const { invite } = await host.next();
    const guest = peer(["join", invite as string, "--deck", "white-blue-skies", "--name", "Bob", "--data-dir", dirB, ...common, ...guestArgs]);
    const { answer } = await guest.next();
    host.child.stdin!.write(JSON.stringify({ answer }) + "\n");
    const out = await Promise.all([host.next(), guest.next()]);
    host.child.stdin!.end();
    guest.child.stdin!.end();
    return out;
  };

  const [refusedA, refusedB] = await pair(["--ante"], []);
  assert.match(String(refusedA.error), /You chose to play for ante, but your opponent did not/, JSON.stringify(refusedA));
  assert.match(String(refusedB.error), /Your opponent wants to play for ante, but you did not choose it/, JSON.stringify(refusedB));

  const [a, b] = await pair(["--ante"], ["--ante"]);
  const da = a.done as { hash: string; audit: string };
  const db = b.done as typeof da;
  assert.ok(da && db, `both finished: ${JSON.stringify([a, b])}`);
  assert.equal(da.hash, db.hash);
  assert.deepEqual([da.audit, db.audit], ["clean", "clean"]);
  const identity = loadOrCreateIdentity(new FileIdentityStore(join(dirA, "identity.json")), "default");
  const matches = new MatchHost({ dataDir: dirA, resourcesDir: resourcesDir(), identity: () => identity, emit: () => {} });
  try {
    const played = matches.history().find((m) => m.result?.audit);
    assert.ok(played, "the ante match is in history");
    // CR 407.2: each player anted the top card of their library as the game began.
    const start = matches.replay(played!.id, 0);
    assert.equal(start.view.players.A.ante?.length, 1, "Alice anted one card");
    assert.equal(start.view.players.B.ante?.length, 1, "Bob anted one card");
  } finally {
    await matches.close();
  }
});
