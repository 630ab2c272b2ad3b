/**
 * Ante: a crash at any point neither loses nor duplicates a unit. A child process runs two real
 * match hosts (their own data folders, collections and matches.db) through a network match for ante
 * and SIGKILLs itself right after the concession (before the opponent heard of it), inside the first
 * settlement's transaction, inside the second one (the first committed), or once both are settled. Both hosts are then opened again, as at a restart: each
 * collection ends with exactly one settlement, the loser one unit fewer, the winner one unit more.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { openCollection } from "../../app/host/collection/index";
import { MatchHost } from "../../app/host/match/match-host";
import { FileIdentityStore, loadOrCreateIdentity } from "../../app/host/net/identity";
import { memoryPair } from "../../app/host/net/memory-transport";
import { resourcesDir } from "../../app/host/paths";
import { removeTempDirs, tempDir } from "./helpers";

after(removeTempDirs);
const fixture = fileURLToPath(new URL("./fixtures/ante-crash.ts", import.meta.url));

function runChild(aliceDir: string, bobDir: string, killAt: string): Promise<{ out: string; signal: string | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", fixture, aliceDir, bobDir, killAt], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => (child.kill("SIGKILL"), reject(new Error(`child timed out: ${out} ${err}`))), 90_000);
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (killAt === "none" ? code !== 0 : signal !== "SIGKILL") reject(new Error(`child ended unexpectedly (${code ?? signal}): ${out} ${err}`));
      else resolve({ out, signal });
    });
  });
}

/** A data folder's units (owned and removed) and settlements, read from its collection file. */
function collectionOf(dir: string) {
  const c = openCollection({ file: join(dir, "collection.db"), starter: false });
  try {
    const units = c.collection.units({ includeRemoved: true, limit: 1000 }).items;
    return { owned: units.filter((u) => !u.removedAt), removed: units.filter((u) => u.removedAt), ante: units.filter((u) => u.source === "ante"), settlements: c.transfers.list() };
  } finally {
    c.close();
  }
}

/**
 * Starting Moxen again on both data folders: each match host opens its matches and settles what is
 * owed; a match whose end was cut short comes back, and resuming it (a new connection between the
 * two) completes the exchange of results and secrets, so both can settle.
 */
async function restart(dirs: [string, string], matchIds: [number, number]): Promise<void> {
  const sides = dirs.map((dir) => {
    const collection = openCollection({ file: join(dir, "collection.db"), starter: false });
    const identity = loadOrCreateIdentity(new FileIdentityStore(join(dir, "identity.json")), "default");
    const host = new MatchHost({ dataDir: dir, resourcesDir: resourcesDir(), identity: () => identity, collection: () => collection, emit: () => {} });
    host.history();
    return { host, collection };
  });
  try {
    const live = sides.map((s, i) => !!s.host.sessionOf(matchIds[i]!));
    if (live[0] && live[1]) {
      const [ta, tb] = memoryPair();
      sides[0]!.host.reconnect(matchIds[0], ta);
      sides[1]!.host.reconnect(matchIds[1], tb);
      const started = Date.now();
      while (!sides.every((s) => s.collection.transfers.list().length === 1) && Date.now() - started < 30_000) await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    for (const s of sides) {
      await s.host.close();
      s.collection.close();
    }
  }
}

for (const killAt of ["conceded", "settle-1", "settle-2", "settled"]) {
  test(`ante, killed (SIGKILL) at ${killAt}: after a restart each unit moved exactly once`, { timeout: 150_000 }, async () => {
    const [aliceDir, bobDir] = [tempDir(), tempDir()];
    const { out } = await runChild(aliceDir, bobDir, killAt);
    assert.match(out, new RegExp(`READY ${killAt.startsWith("settle-") ? "settle-match" : killAt}`));
    const before = { alice: collectionOf(aliceDir), bob: collectionOf(bobDir) };
    const settledBefore = before.alice.settlements.length + before.bob.settlements.length;
    assert.equal(settledBefore, killAt === "settled" ? 2 : killAt === "settle-2" ? 1 : 0, "what was committed before the kill");
    // A half-written settlement leaves nothing: units and settlements go together.
    for (const side of [before.alice, before.bob]) assert.equal(side.ante.length + side.removed.length, side.settlements.reduce((n, s) => n + s.transfers.length, 0));

    const ids = /MATCHES (\d+) (\d+)/.exec(out)!;
    // Restart both (twice: the second finds nothing to do).
    for (let i = 0; i < 2; i++) await restart([aliceDir, bobDir], [Number(ids[1]), Number(ids[2])]);
    const alice = collectionOf(aliceDir);
    const bob = collectionOf(bobDir);
    assert.equal(alice.settlements.length, 1);
    assert.equal(bob.settlements.length, 1);
    assert.equal(alice.settlements[0]!.gameId, bob.settlements[0]!.gameId);
    assert.equal(alice.ante.length, 1, "Alice received one unit");
    assert.equal(bob.removed.length, 1, "Bob lost one unit");
    assert.equal(alice.ante[0]!.name, bob.removed[0]!.name);
    assert.equal(alice.removed.length, 0);
    assert.equal(bob.ante.length, 0);
  });
}
