/**
 * The match host against a hostile opponent, and against its own damaged data: a decklist the
 * engine does not know used to throw inside the transport's listener (the web host exited) and
 * then broke every restart; one match that failed to rebuild stopped the others from coming
 * back. The real host services on a real data folder (SQLite), the opponent a real
 * PeerSession with the real engine on the other end of the channel.
 */
import { starterDeck } from "../net/helpers";
import assert from "node:assert/strict";
import Database from "better-sqlite3";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import type { Action, GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import { Identity } from "../../app/host/net/identity";
import { localVersions } from "../../app/host/net/local-versions";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import type { Transport } from "../../app/host/net/transport";
import type { MatchSummary } from "../../app/shared/contract/match";
import { openHost, playRandomly, removeTempDirs, sleep, tempDir, type TestHost } from "./helpers";

after(removeTempDirs);

/** Opens a channel on the host and joins it to a transport end, as the renderer would. */
async function channelTo(h: TestHost, wire: Transport): Promise<string> {
  const { channelId } = await h.ok("net.openChannel");
  h.services.events.subscribe((name, p) => {
    if (name === "net.channelSend" && (p as { channelId: string }).channelId === channelId) wire.send(new Uint8Array(Buffer.from((p as { data: string }).data, "base64")));
  });
  wire.onMessage((bytes) => void h.call("net.channelData", { channelId, data: Buffer.from(bytes).toString("base64") }));
  return channelId as string;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const benchmark = starterDeck;

function opponent(deck: string[]): PeerSession<GameState, Action> {
  return new PeerSession<GameState, Action>({
    identity: Identity.generate().identity, role: "guest", rules: engineRules, hidden: engineHiddenGame,
    local: { name: "Bob", ...localVersions(), deck }, ackDelayMs: 0,
  });
}

describe("the match host against a hostile decklist", () => {
  it("a deck with a card the engine does not know is caught by the audit (the decks are hidden until then); the host and its restarts are unharmed", async () => {
    const dir = tempDir();
    const h = await openHost(dir);
    let id = 0;
    try {
      // The hostile deck is committed to at the start and shown at the end. Its own program
      // cannot use the unknown card either: a game where it was dealt into its opening hand stops
      // on its side, so another is tried.
      for (let attempt = 0; attempt < 6; attempt++) {
        const [hostWire, attackerWire] = memoryPair();
        const attacker = opponent([...benchmark("white-blue-skies.txt").slice(0, 59), "Nonexistent Card"]);
        try {
          const channelId = await channelTo(h, hostWire);
          id = ((await h.ok("match.connect", { channelId, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary).id;
          attacker.attach(attackerWire);
          await until("the game to start", async () => attacker.status !== "handshake" && (await h.ok("match.get", { matchId: id })).status !== "handshake");
          if (attacker.status !== "playing") continue;
          attacker.concede();
          await until("the audit", async () => !!((await h.ok("match.get", { matchId: id })) as MatchSummary).result?.audit);
          break;
        } finally {
          attacker.close();
        }
      }
      const m = (await h.ok("match.get", { matchId: id })) as MatchSummary;
      assert.equal(m.status, "finished");
      assert.deepEqual(m.result!.audit, { clean: false, cheater: "B", message: 'The committed deck is not legal: This is not a classic card: "Nonexistent Card".' });
      // The host still answers, and keeps answering after a restart.
      assert.ok(((await h.ok("match.history")) as MatchSummary[]).some((x) => x.id === id));
    } finally {
      await h.close();
    }
    const again = await openHost(dir);
    try {
      const found = ((await again.ok("match.history")) as MatchSummary[]).find((x) => x.id === id);
      assert.equal(found?.result?.audit?.clean, false, "the audit stays in the history");
    } finally {
      await again.close();
    }
  });
});

describe("rebuilding unfinished matches", () => {
  it("one match that can't be rebuilt is marked damaged, and the others still come back", async () => {
    const dir = tempDir();
    const h = await openHost(dir);
    let local = 0;
    let network = 0;
    const [hostWire, peerWire] = memoryPair();
    const peer = opponent(benchmark("white-blue-skies.txt"));
    try {
      const channelId = await channelTo(h, hostWire);
      network = ((await h.ok("match.connect", { channelId, role: "host", deck: { benchmark: "red-green-beats" } })) as MatchSummary).id;
      peer.attach(peerWire);
      await until("the network match to start", async () => (await h.ok("match.get", { matchId: network })).status === "playing");
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "blue-black-control" }, ai: "heuristic", seed: "hard-2" })) as MatchSummary;
      await playRandomly(h, m.id, 10, 3);
      local = m.id;
    } finally {
      peer.close();
      await h.close();
    }
    // The network match's row is broken behind the host's back: its seats are gone, so its
    // rebuild fails with a plain TypeError, not a replay or network error. That used to escape
    // the rebuild loop: match.list failed and later matches never came back.
    const db = new Database(join(dir, "matches.db"));
    const changed = db.prepare("UPDATE matches SET seats = '{}' WHERE id = ?").run(network).changes;
    db.close();
    assert.equal(changed, 1);

    const again = await openHost(dir);
    try {
      const list = (await again.ok("match.list")) as MatchSummary[];
      const byId = new Map(list.map((m) => [m.id, m]));
      assert.equal(byId.get(network)!.status, "damaged");
      assert.match(JSON.stringify(byId.get(network)), /The match log does not replay: an unexpected error \(Cannot read properties of undefined/);
      assert.equal(byId.get(local)!.status, "playing", "the other match came back");
      const later = await playRandomly(again, local, 3, 7);
      assert.ok(later.step > 0, "and can be played on");
    } finally {
      await again.close();
    }
  });
});
