/**
 * Issue 29 part 2, in the app: a cheater named by the end-of-match audit loses the match after the
 * fact. The honest side is the real match host (SQLite, collection, history); the cheater is a
 * modified client (a PeerSession whose audit shows a decklist other than the one it committed to)
 * that wins the game because the honest player concedes. The audit names it: the result, the
 * reward, the history and the game log say so, and `moxen audit N` (auditMatch) agrees.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { legalActionList, type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { engineRules } from "../../app/host/net/engine-rules";
import type { HiddenGameSetup } from "../../app/host/net/game-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import type { AuditSecrets } from "../../app/host/net/hidden/side";
import { join } from "node:path";
import { MatchHost } from "../../app/host/match/match-host";
import { FileIdentityStore, Identity, loadOrCreateIdentity } from "../../app/host/net/identity";
import { resourcesDir } from "../../app/host/paths";
import { localVersions } from "../../app/host/net/local-versions";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { actionsFor } from "../../engine/index";
import { openHost, removeTempDirs, sleep, tempDir } from "./helpers";

after(removeTempDirs);

/** The engine's hidden game, except that the audit shows a Black Lotus where the committed deck had something else. */
function lyingAudit(setup: HiddenGameSetup) {
  const game = engineHiddenGame(setup);
  const secrets = game.secrets.bind(game);
  game.secrets = () => {
    const s = structuredClone(secrets()) as AuditSecrets;
    s.deck.names[0] = "Black Lotus";
    return s;
  };
  return game;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

test("a cheater named by the audit loses the match after the fact: result, reward, history and log say so", async () => {
  const alice = await openHost(tempDir());
  const mallory = new PeerSession<GameState, Action>({
    identity: Identity.generate().identity,
    role: "host",
    rules: engineRules,
    hidden: lyingAudit,
    local: { name: "Mallory", ...localVersions(), deck: benchmarkDecks().get("white-blue-skies")!.cards, format: "freeform" },
    ackDelayMs: 0,
    retransmitMs: 300,
  });
  try {
    await alice.ok("profile.setName", { name: "Alice" });
    const [wireAlice, wireMallory] = memoryPair();
    const { channelId } = await alice.ok("net.openChannel");
    alice.services.events.subscribe((name, p) => {
      if (name === "net.channelSend" && (p as { channelId: string }).channelId === channelId) wireAlice.send(new Uint8Array(Buffer.from((p as { data: string }).data, "base64")));
    });
    wireAlice.onMessage((bytes) => void alice.call("net.channelData", { channelId, data: Buffer.from(bytes).toString("base64") }));
    const m = (await alice.ok("match.connect", { channelId, role: "guest", deck: { benchmark: "red-green-beats" } })) as MatchSummary;
    mallory.attach(wireMallory);

    // Mallory keeps and passes; so does Alice, until turn 8 (before it, even the winner of a concession is paid nothing).
    const malloryPlays = () =>
      setImmediate(() => {
        const st = mallory.state;
        if (mallory.status !== "playing" || mallory.toAct !== mallory.seat || !st) return;
        const legal = legalActionList(st, mallory.seat);
        const pick = legal.find((a) => a.type === "keep") ?? legal.find((a) => a.type === "pass") ?? legal.find((a) => a.type !== "concede" && a.type !== "mulligan");
        if (pick) mallory.submit(pick);
      });
    mallory.on("state", malloryPlays);
    mallory.on("ready", malloryPlays);
    await until("the match starts", async () => (await alice.ok("match.get", { matchId: m.id })).status === "playing");
    const coinsBefore = ((await alice.ok("profile.get")) as { coins: number }).coins;
    let owedSeen = 0;
    for (;;) {
      const u = (await alice.ok("match.view", { matchId: m.id })) as MatchUpdate;
      assert.equal(u.status, "playing");
      // The table's clock: what the opponent owes, never while Alice is the one to act.
      if (u.opponentOwes) {
        owedSeen++;
        assert.notEqual(u.mustAct, u.seat, "the opponent owes nothing while Alice must act");
        assert.equal(u.opponentOwes.claimAfterMs, 180_000);
        assert.ok(u.opponentOwes.silentMs >= 0 && u.opponentOwes.what.length > 0, JSON.stringify(u.opponentOwes));
      } else if (u.mustAct === u.seat) assert.equal(u.opponentOwes, null);
      if ((u.view?.turn.number ?? 0) >= 8) break;
      const options = u.legal ? actionsFor(u.legal) : [];
      const pick = options.find((a: Action) => a.type === "keep") ?? options.find((a: Action) => a.type === "pass") ?? options.find((a: Action) => a.type !== "concede" && a.type !== "mulligan");
      if (pick) await alice.ok("match.submit", { matchId: m.id, action: pick });
      else await sleep(2);
    }
    assert.ok(owedSeen > 0, "the opponent was seen owing a message at least once");
    await alice.ok("match.concede", { matchId: m.id });

    // The audit names Mallory: the match is Alice's after all.
    await until("the audit", async () => !!(await alice.ok("match.get", { matchId: m.id })).result?.audit);
    const s = (await alice.ok("match.get", { matchId: m.id })) as MatchSummary;
    assert.equal(s.status, "finished");
    assert.equal(s.yourSeat, "B");
    assert.equal(s.result?.winner, "B", JSON.stringify(s.result));
    assert.equal(s.result?.reason, "cheated (audit)");
    assert.deepEqual(s.result?.overturned, { winner: "A", reason: "concede" });
    assert.ok(s.result?.audit && !s.result.audit.clean && s.result.audit.cheater === "A");
    assert.match(s.result.audit.clean ? "" : s.result.audit.message, /not the one committed to at the start/);
    // The reward: a win (50) in all, paid after the audit (conceding paid nothing).
    assert.equal(s.reward, 50);
    const coinsAfter = ((await alice.ok("profile.get")) as { coins: number }).coins;
    assert.equal(coinsAfter - coinsBefore, 50);
    const ledger = (await alice.ok("profile.ledger")) as { reason: string; amount: number }[];
    assert.ok(!ledger.some((e) => /Match #\d+: lost a network match$/.test(e.reason)), "the concession itself paid nothing");
    assert.ok(ledger.some((e) => /Match #\d+: won a network match \(the opponent cheated: found by the audit\)$/.test(e.reason)));
    // The history says so too.
    const history = (await alice.ok("match.history")) as MatchSummary[];
    assert.deepEqual(history.find((h) => h.id === m.id)?.result, s.result);
    // The game log: the audit line and the new result.
    const view = (await alice.ok("match.view", { matchId: m.id })) as MatchUpdate & { log?: { text: string }[] };
    const lines = JSON.stringify(view);
    assert.match(lines, /Audit: Mallory cheated, proven by their own signed messages: .* Mallory loses the match\./);
    assert.match(lines, /Alice wins the match \(cheated \(audit\)\): the game was won by Mallory \(concede\), but the audit found the cheater\./);
    mallory.close();
    await alice.close();
    // `moxen audit N` finds the same from the signed log alone.
    const host = new MatchHost({ dataDir: alice.dataDir, resourcesDir: resourcesDir(), identity: () => loadOrCreateIdentity(new FileIdentityStore(join(alice.dataDir, "identity.json")), "default"), emit: () => {} });
    try {
      const again = host.auditMatch(m.id);
      assert.deepEqual(again.audit, s.result.audit);
      assert.equal(again.result?.winner, "B");
    } finally {
      await host.close();
    }
  } finally {
    mallory.close();
    await alice.close();
  }
});
