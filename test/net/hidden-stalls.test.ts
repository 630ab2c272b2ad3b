/**
 * Issue 29, part 1: a modified client that stalls, walks away, breaks the protocol on purpose or
 * floods the honest side with hidden-card messages, through the real PeerSession and engine (the
 * cheater is a session whose hidden game tampers with what it signs, as in hidden-attacks.test.ts).
 * Each time the honest side ends the match with a result and the evidence: a timeout, a forfeit or
 * an abandonment.
 *
 *  1. withholding keys: the clock runs against whoever owes the next message;
 *  2. a malformed signed message, a forged desync report: a forfeit, nothing replayed;
 *  5. a keys message sent again 300 times: refused, under 1 s of CPU in all; each message's CPU
 *     within its budget;
 *  6. walking away after the other's link of the draw for who starts: an abandonment.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { engineRules } from "../../app/host/net/engine-rules";
import type { AuditResult, HiddenGame, HiddenGameSetup, RuleRejection, Seat } from "../../app/host/net/game-rules";
import { engineHiddenGame, type EngineHiddenGame } from "../../app/host/net/hidden/play";
import type { Identity } from "../../app/host/net/identity";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { PEER_BUDGETS } from "../../app/host/net/session/budgets";
import { decodeMessage, encodeMessage, verifyMessage } from "../../app/host/net/protocol";
import { assertForfeit, newIdentity, waitFor } from "./helpers";
import { DelegatingHiddenGame } from "./delegating-game";
import { autoplay } from "./autoplay";

type Session = PeerSession<GameState, Action>;
type Out = { type: "hidden" | "action"; body: unknown; postHash?: string };

const decks = benchmarkDecks();
const HONEST_DECK = decks.get("red-green-beats")!.cards;
const CHEATER_DECK = decks.get("white-blue-skies")!.cards;

/** The engine's hidden game, with what it hands to the session to sign filtered by `take`. */
class CheatingGame extends DelegatingHiddenGame {
  constructor(setup: HiddenGameSetup, private readonly filter: (out: Out[], game: CheatingGame) => Out[]) {
    super(setup);
  }
  override take(): Out[] {
    return this.filter(this.inner.take(), this);
  }
}

interface Match {
  honest: Session;
  cheater: Session;
  cheaterId: Identity;
  /** How many hidden games the honest side's factory made (a replay of the log would make another). */
  honestGames: () => number;
  close(): void;
}

function startMatch(o: { filter?: (out: Out[], game: CheatingGame) => Out[]; honestExtra?: Partial<PeerSessionOptions<GameState, Action>> } = {}): Match {
  const honestId = newIdentity();
  const cheaterId = newIdentity();
  let games = 0;
  const base = { rules: engineRules, ackDelayMs: 0, retransmitMs: 300 };
  const honest = new PeerSession<GameState, Action>({
    ...base,
    identity: honestId,
    role: "host",
    hidden: (setup) => (games++, engineHiddenGame(setup)),
    local: { name: "Alice", app: "0.1.0", cards: "test", deck: HONEST_DECK },
    ...o.honestExtra,
  });
  const cheater = new PeerSession<GameState, Action>({
    ...base,
    identity: cheaterId,
    role: "guest",
    hidden: (setup) => new CheatingGame(setup, o.filter ?? ((out) => out)),
    local: { name: "Mallory", app: "0.1.0", cards: "test", deck: CHEATER_DECK },
  });
  const [a, b] = memoryPair();
  honest.attach(a);
  cheater.attach(b);
  return { honest, cheater, cheaterId, honestGames: () => games, close: () => (honest.close(), cheater.close()) };
}

/** The cheater's chain as it signs messages by hand (beyond what its session logged). */
function forger(m: Match): (type: string, body: unknown, postHash?: string) => Uint8Array {
  let { seq, id } = m.cheater.log.head("out")!;
  return (type, body, postHash) => {
    const msg = encodeMessage(m.cheaterId, { gameId: m.honest.gameId, seq: seq + 1, prev: id, ack: m.cheater.heads.theirs, type, body, ...(postHash ? { postHash } : {}) });
    seq++;
    id = msg.id;
    return msg.frame;
  };
}

/** The evidence the honest side kept with this code: frames signed by the cheater for this game. */
function signedEvidence(m: Match, code: string): ReturnType<typeof decodeMessage>[] {
  return m.honest.log
    .entries()
    .filter((e) => e.kind === "evidence" && e.code === code)
    .map((e) => decodeMessage(e.frame, Infinity))
    .filter((msg) => verifyMessage(msg) && msg.payload.author === m.cheaterId.publicKey && msg.payload.gameId === m.honest.gameId);
}

const withholdsHonestKeys = (honestSeat: Seat) => (out: Out[]) =>
  out.filter((o) => !(o.type === "hidden" && (o.body as { t: string }).t === "keys" && (o.body as { lib: string }).lib === honestSeat && (o.body as { keys: unknown[] }).keys.length > 0));

// ---- 1. withholding keys -----------------------------------------------------------------------

test("attack 1: the cheater withholds the keys of the honest side's cards; the clock runs against it and the honest side wins by timeout", async () => {
  const m = startMatch({ filter: withholdsHonestKeys("A"), honestExtra: { timeoutClaimMs: 400 } });
  try {
    const stop = () => m.honest.status !== "playing";
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], () => m.honest.owes()?.seat === "B" && /keys/.test(m.honest.owes()!.what), 30_000, "the honest side waits for keys");
    assert.equal(m.honest.toAct, null, "nobody may act: the honest side cannot play without its cards");
    assert.match(m.honest.owes()!.what, /the keys of (the cards you drew|a card put into a public zone)/);
    assert.ok(m.honest.opponentSilentFor() !== null, "the table's clock runs against the cheater");
    await waitFor([m.honest], () => (m.honest.opponentSilentFor() ?? 0) >= 400, 5000, "the claim time passes");
    m.honest.claimTimeout();
    assert.equal(m.honest.status, "finished");
    assert.deepEqual({ winner: m.honest.result!.winner, reason: m.honest.result!.reason }, { winner: "A", reason: "timeout" });
    // The evidence: the cheater's chain as the honest side applied it, and our signed claim.
    assert.ok(m.honest.log.entries().some((e) => e.kind === "message" && e.direction === "out" && e.type === "timeout-claim"));
    const last = signedEvidence(m, "timeout");
    assert.equal(last.length, 1, "the cheater's last signed message is kept");
    assert.equal(last[0]!.payload.seq, m.honest.heads.theirs);
    const kept = m.honest.log.entries().find((e) => e.kind === "evidence" && e.code === "timeout");
    assert.match(kept && kept.kind === "evidence" ? kept.reason : "", /then it owed the keys of .* and sent nothing/);
  } finally {
    m.close();
  }
});

test("attack 1b: the cheater that withholds keys then claims a timeout itself: false on its face, a forfeit that names what it owed", async () => {
  const m = startMatch({ filter: withholdsHonestKeys("A") });
  try {
    const stop = () => m.honest.status !== "playing";
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], () => m.honest.owes()?.seat === "B" && /keys/.test(m.honest.owes()!.what) && m.cheater.heads.theirs === m.honest.heads.mine, 30_000, "the honest side waits for keys");
    const forge = forger(m);
    m.honest.receive(forge("timeout-claim", {}));
    assertForfeit(m.honest);
    const incident = m.honest.forfeited!;
    assert.equal(incident.code, "false-timeout");
    assert.match(incident.message, /claimed a timeout while it owed the next message itself \(the keys of .*\), with everything you sent in hand.*loses the match by forfeit/);
    assert.doesNotMatch(incident.message, /their own turn/);
    assert.equal(signedEvidence(m, "false-timeout")[0]!.payload.type, "timeout-claim");
  } finally {
    m.close();
  }
});

// ---- 2. a signed message that breaks the protocol ------------------------------------------------

test("attack 2: a chat whose text is a number, signed by the cheater: a forfeit with the message as evidence, not a halt", async () => {
  const m = startMatch();
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.cheater.heads.theirs === m.honest.heads.mine && m.honest.heads.theirs === m.cheater.heads.mine, 30_000, "playing");
    m.honest.receive(forger(m)("chat", { text: 42 }));
    assertForfeit(m.honest);
    assert.equal(m.honest.forfeited!.code, "bad-body");
    assert.match(m.honest.forfeited!.message, /Malformed "chat" message.*loses the match by forfeit/);
    assert.equal(signedEvidence(m, "bad-body").length, 1);
    // Our signed result records it: a session rebuilt from the log is finished the same way.
    await waitFor([m.honest], () => m.honest.log.entries().some((e) => e.kind === "message" && e.direction === "out" && e.type === "result"), 5000, "our result");
    const rebuilt = new PeerSession<GameState, Action>({ identity: (m.honest as unknown as { identity: Identity }).identity, role: "host", rules: engineRules, hidden: engineHiddenGame, local: { name: "Alice", app: "0.1.0", cards: "test", deck: HONEST_DECK }, log: m.honest.log, replayOnly: true });
    rebuilt.close();
    assert.deepEqual({ status: rebuilt.status, winner: rebuilt.result?.winner, reason: rebuilt.result?.reason }, { status: "finished", winner: "A", reason: "forfeit" });
  } finally {
    m.close();
  }
});

test("attack 2b: a forged desync report on an action the cheater acknowledged: a forfeit, checked without replaying the log or feeding the observer", async () => {
  const m = startMatch();
  try {
    const stop = () => m.honest.log.entries().filter((e) => e.kind === "message" && e.direction === "out" && e.type === "action").length >= 2;
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], () => stop() && m.cheater.heads.theirs === m.honest.heads.mine && m.honest.heads.theirAck === m.honest.heads.mine, 30_000, "two honest actions acknowledged");
    const action = m.honest.log.entries().find((e) => e.kind === "message" && e.direction === "out" && e.type === "action")!;
    const honestKey = (m.honest as unknown as { identity: Identity }).identity.publicKey;
    const games = m.honestGames();
    const desync = encodeMessage(m.cheaterId, { gameId: m.honest.gameId, seq: 0, prev: "0".repeat(64), ack: m.cheater.heads.theirs, type: "desync", body: { author: honestKey, seq: (action as { seq: number }).seq, hash: "f".repeat(64), state: null, reply: false } });
    m.honest.receive(desync.frame);
    assertForfeit(m.honest);
    assert.equal(m.honest.forfeited!.code, "bogus-desync");
    assert.match(m.honest.forfeited!.message, /yet it had signed that it applied that action.*a forged desync report/);
    assert.equal(m.honestGames(), games, "nothing was replayed (no second hidden game, nothing fed to the observer)");
    assert.ok(signedEvidence(m, "bogus-desync").length >= 1);
  } finally {
    m.close();
  }
});

// ---- 5. budgets for hidden messages ----------------------------------------------------------------

test("attack 5: one keys message sent again 300 times costs the honest side under 1 s of CPU in all, and the first resend is a forfeit", async () => {
  let captured: Out | null = null;
  const m = startMatch({
    filter: (out) => {
      for (const o of out) {
        const b = o.body as { t?: string; keys?: unknown[] };
        if (o.type === "hidden" && b.t === "keys" && (b.keys?.length ?? 0) > (((captured?.body as { keys?: unknown[] })?.keys?.length) ?? 0)) captured = o;
      }
      return out;
    },
  });
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && captured !== null && m.honest.heads.theirs === m.cheater.heads.mine, 30_000, "playing, a keys message sent");
    const forge = forger(m);
    const frames = Array.from({ length: 300 }, () => forge("hidden", captured!.body));
    const before = process.cpuUsage();
    const t0 = performance.now();
    for (const f of frames) m.honest.receive(f);
    const cpu = process.cpuUsage(before);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    assert.ok(cpuMs < 1000, `300 resends took ${cpuMs.toFixed(0)} ms of CPU (${(performance.now() - t0).toFixed(0)} ms)`);
    assertForfeit(m.honest);
    assert.equal(m.honest.forfeited!.code, "bad-body");
    assert.match(m.honest.forfeited!.message, /no card waits for: every key in it was received before/);
  } finally {
    m.close();
  }
});

test("attack 5b: an empty keys message nobody waits for is refused (a forfeit), not counted as a showing", async () => {
  const m = startMatch();
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.honest.heads.theirs === m.cheater.heads.mine, 30_000, "playing");
    m.honest.receive(forger(m)("hidden", { t: "keys", lib: "B", keys: [] }));
    assertForfeit(m.honest);
    assert.match(m.honest.forfeited!.message, /empty keys message arrived, but no showing of cards waits/);
  } finally {
    m.close();
  }
});

test(`attack 5c: every message of a game costs the honest side less CPU than the budget (${PEER_BUDGETS.cpuPerMessageMs} ms)`, async () => {
  const m = startMatch();
  let worst = 0;
  const receive = m.honest.receive.bind(m.honest);
  (m.honest as { receive: (bytes: Uint8Array) => void }).receive = (bytes) => {
    const before = process.cpuUsage();
    receive(bytes);
    const c = process.cpuUsage(before);
    worst = Math.max(worst, (c.user + c.system) / 1000);
  };
  try {
    let n = 0;
    const stop = () => ++n > 400 || m.honest.status !== "playing";
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.honest.heads.theirs > 20 && m.honest.heads.theirs === m.cheater.heads.mine, 30_000, "a game under way");
    assert.ok(worst < PEER_BUDGETS.cpuPerMessageMs, `the costliest message took ${worst.toFixed(1)} ms of CPU`);
  } finally {
    m.close();
  }
});

test("the keys budget: more keys messages than the match allows is over budget, a forfeit", async () => {
  const m = startMatch({ honestExtra: { budgets: { keysPerMatch: 1 } } });
  try {
    const stop = () => m.honest.status !== "playing";
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest], () => m.honest.forfeited !== null, 30_000, "the budget is enforced");
    assertForfeit(m.honest);
    assert.equal(m.honest.forfeited!.code, "over-budget");
    assert.match(m.honest.forfeited!.message, /more than 1 keys messages in this match/);
  } finally {
    m.close();
  }
});

// ---- 6. who starts ---------------------------------------------------------------------------------

test("attack 6: the cheater sees the honest link of the draw for who starts and walks away: an abandonment, with its signed commitment as evidence", async () => {
  // It keeps its link, and everything after it (its copy drew who starts: it says nothing more).
  let gone = false;
  const walkAway = (out: Out[]) => out.filter((o) => !(gone ||= o.type === "hidden" && (o.body as { t: string }).t === "random"));
  const m = startMatch({ filter: walkAway, honestExtra: { handshakeTimeoutMs: 1500 } });
  try {
    await waitFor([m.honest], () => m.honest.owes() !== null && /who starts/.test(m.honest.owes()!.what), 30_000, "the honest link is out");
    assert.equal(m.honest.owes()!.seat, "B");
    await waitFor([m.honest], () => m.honest.status === "finished", 10_000, "the honest side ends it");
    assertForfeit(m.honest, "abandoned");
    assert.equal(m.honest.state, null, "no game was dealt");
    const incident = m.honest.forfeited!;
    assert.equal(incident.code, "abandoned");
    assert.match(incident.message, /received your link of the draw for who starts, then sent nothing .* it could see who would start, then walked away.*loses the match \(abandoned\)/);
    const evidence = signedEvidence(m, "abandoned");
    assert.ok(evidence.some((e) => e.payload.type === "hidden" && (e.payload.body as { t: string }).t === "hello"), "its signed commitment to its chain is kept");
    // Our own link is in our log: the cheater had it.
    assert.ok(m.honest.log.entries().some((e) => e.kind === "message" && e.direction === "out" && e.type === "hidden" && (decodeMessage(e.frame, Infinity).payload.body as { t: string }).t === "random"));
    assert.ok(m.cheater.heads.theirs >= m.honest.log.head("out")!.seq - 1, "the cheater received our link");
  } finally {
    m.close();
  }
});
