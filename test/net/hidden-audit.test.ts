/**
 * Issue 29, part 2, through the real peer session and engine (protocol v2, hidden cards):
 *
 * - attack 3, the audit dodged: the cheater reads the honest side's secrets and never shows its
 *   own, or a deck big enough that the audit did not fit in one frame. The audit is now commit,
 *   then reveal, sent in chunks; a withheld audit loses the match after the fact.
 * - attack 4, illegal decks: the deck's size is checked at its announcement (public before the
 *   shuffle), and each card of the peer's is counted as it is shown: a 5th copy, or a 2nd copy of a
 *   restricted card, forfeits at once, with the signed message as evidence.
 *
 * The cheater is a modified client: a real PeerSession that skips its own deck check, or whose
 * transport never carries (part of) its audit.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { deckLimits } from "../../app/host/match/deck-check";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import type { Identity } from "../../app/host/net/identity";
import { memoryPair } from "../../app/host/net/memory-transport";
import { MemoryMatchLog } from "../../app/host/net/match-log";
import type { MatchFormat } from "../../app/host/net/message-bodies";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { decodeMessage, encodeMessage, verifyMessage } from "../../app/host/net/protocol";
import { AUDIT_CHUNK_CHARS } from "../../app/host/net/session/hidden-phase";
import type { Transport } from "../../app/host/net/transport";
import { assertForfeit, newIdentity, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;
const decks = benchmarkDecks();
const LEGAL = decks.get("red-green-beats")!.cards;
const SMALL_FRAME = 128 * 1024;

function session(identity: Identity, role: "host" | "guest", deck: string[], extra: Partial<PeerSessionOptions<GameState, Action>> = {}, format: MatchFormat = "freeform"): Session {
  return new PeerSession<GameState, Action>({
    identity,
    role,
    rules: engineRules,
    hidden: engineHiddenGame,
    local: { name: role === "host" ? "Alice" : "Mallory", app: "0.1.0", cards: "test", deck, format },
    ackDelayMs: 0,
    retransmitMs: 300,
    ...extra,
  });
}

/** A transport end that never carries the frames `drop` picks (what a modified client does not send). */
function withholding(t: Transport, drop: (body: { type: string; body: unknown }) => boolean): Transport {
  return {
    send(bytes) {
      try {
        const p = decodeMessage(bytes, Infinity).payload;
        if (drop({ type: p.type, body: p.body })) return;
      } catch {
        // not ours to judge
      }
      t.send(bytes);
    },
    onMessage: (h) => t.onMessage(h),
    onClose: (h) => t.onClose(h),
    close: (r) => t.close(r),
    get isOpen() {
      return t.isOpen;
    },
  };
}

interface Pair {
  honest: Session;
  cheater: Session;
  honestId: Identity;
  cheaterId: Identity;
  close(): void;
}

function pair(o: { honestDeck?: string[]; cheaterDeck?: string[]; honest?: Partial<PeerSessionOptions<GameState, Action>>; cheater?: Partial<PeerSessionOptions<GameState, Action>>; format?: MatchFormat; drop?: (m: { type: string; body: unknown }) => boolean; wrap?: (t: Transport) => Transport }): Pair {
  const honestId = newIdentity();
  const cheaterId = newIdentity();
  const honest = session(honestId, "host", o.honestDeck ?? LEGAL, o.honest, o.format);
  const cheater = session(cheaterId, "guest", o.cheaterDeck ?? LEGAL, o.cheater, o.format);
  const [a, b] = memoryPair();
  honest.attach(a);
  cheater.attach(o.wrap ? o.wrap(b) : o.drop ? withholding(b, o.drop) : b);
  return { honest, cheater, honestId, cheaterId, close: () => (honest.close(), cheater.close()) };
}

const settled = (m: Pair) => m.honest.heads.theirs === m.cheater.heads.mine && m.cheater.heads.theirs === m.honest.heads.mine;

/** Plays for a session until `stop`: `prefer` first, else keep, play a land, pass. */
function autoplay(s: Session, stop: () => boolean, prefer: (legal: Action[], state: GameState) => Action | undefined = () => undefined): { errors: string[] } {
  const errors: string[] = [];
  const act = () =>
    setImmediate(() => {
      const state = s.state;
      if (stop() || s.status !== "playing" || s.toAct !== s.seat || !state) return;
      const legal = legalActionList(state, s.seat).filter((a) => a.type !== "concede");
      const pick = prefer(legal, state) ?? (["keep", "play", "pass"] as const).map((t) => legal.find((a) => a.type === t)).find(Boolean) ?? legal.find((a) => a.type !== "mulligan");
      if (!pick) return;
      const r = s.submit(pick);
      if (!r.ok) errors.push(r.rejection.message);
    });
  s.on("ready", act);
  s.on("state", act);
  act();
  return { errors };
}

/** The honest side concedes once the game is on; both sides then owe their audits. */
async function concede(m: Pair): Promise<void> {
  await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.cheater.status === "playing" && settled(m), 30_000, "both playing");
  m.honest.concede();
}

/** The log's audit messages of one direction, in order, with their bodies and frame sizes. */
function audits(s: Session, direction: "in" | "out"): { t: string; bytes: number; index: number; frame: Uint8Array }[] {
  return s.log
    .entries()
    .map((e, index) => ({ e, index }))
    .filter(({ e }) => e.kind === "message" && e.direction === direction && e.type === "audit")
    .map(({ e, index }) => {
      const frame = (e as { frame: Uint8Array }).frame;
      return { t: String((decodeMessage(frame, Infinity).payload.body as { t?: string }).t), bytes: frame.length, index, frame };
    });
}

// ------------------------------------------------------------------------------------------------
// Attack 3: the audit dodged.

test("3a. the cheater reads the honest audit, then withholds its own: it loses after the fact (audit withheld), its signed commitment kept", async () => {
  const m = pair({ honest: { timeoutClaimMs: 1500 }, drop: (x) => x.type === "audit" && (x.body as { t?: string }).t === "chunk" });
  try {
    await concede(m);
    assert.equal(m.honest.result?.winner, m.cheater.seat, "the cheater won the game (the honest side conceded)");
    await waitFor([m.honest, m.cheater], () => m.honest.audit !== null, 20_000, "the honest side's verdict on the audit");
    const audit = m.honest.audit!;
    assert.equal(audit.clean, false);
    assert.ok(!audit.clean && audit.cheater === m.cheater.seat && audit.code === "withheld", JSON.stringify(audit));
    assert.match(audit.clean ? "" : audit.message, /did not show its secrets for the audit.*part 1 of \d+.*A withheld audit loses the match/);
    // The result: the cheater loses the match after the fact.
    const final = m.honest.finalResult!;
    assert.equal(final.winner, m.honest.seat);
    assert.equal(final.reason, "audit withheld");
    assert.deepEqual(final.overturned, { winner: m.cheater.seat, reason: "concede" });
    // Commit, then reveal: the honest side showed its secrets only after the cheater's commitment.
    const theirCommit = audits(m.honest, "in").find((a) => a.t === "commit");
    assert.ok(theirCommit, "the cheater's commitment is in the honest log");
    const proof = decodeMessage(theirCommit.frame, Infinity);
    assert.ok(verifyMessage(proof) && proof.payload.author === m.cheaterId.publicKey, "signed by the cheater");
    const mine = audits(m.honest, "out");
    assert.equal(mine[0]!.t, "commit");
    assert.ok(mine.filter((a) => a.t === "chunk").every((a) => a.index > theirCommit.index), "no chunk of ours before the cheater's commitment");
    assert.equal(mine.at(-1)!.t, "withheld", "our signed verdict is in the log");
    // The verdict replays from the log (a restart, `moxen audit`).
    const log = new MemoryMatchLog();
    for (const e of m.honest.log.entries()) log.append(e);
    const replica = new PeerSession<GameState, Action>({
      identity: m.honestId,
      role: "host",
      rules: engineRules,
      hidden: engineHiddenGame,
      local: { name: "Alice", app: "0.1.0", cards: "test", deck: LEGAL, format: "freeform" },
      log,
      replayOnly: true,
    });
    replica.close();
    assert.deepEqual(replica.audit, audit);
    assert.deepEqual(replica.finalResult, final);
  } finally {
    m.close();
  }
});

test("3b. the cheater withholds even its commitment: the honest side never shows its secrets, and the cheater loses (audit withheld)", async () => {
  const m = pair({ honest: { timeoutClaimMs: 1500 }, drop: (x) => x.type === "audit" });
  try {
    await concede(m);
    await waitFor([m.honest, m.cheater], () => m.honest.audit !== null, 20_000, "the verdict");
    const audit = m.honest.audit!;
    assert.ok(!audit.clean && audit.cheater === m.cheater.seat && audit.code === "withheld");
    assert.match(audit.clean ? "" : audit.message, /the commitment to its secrets/);
    assert.deepEqual(audits(m.honest, "out").map((a) => a.t), ["commit", "withheld"], "our secrets never left");
    assert.equal(m.honest.finalResult!.winner, m.honest.seat);
    // While it waited, the clock ran against the cheater.
    assert.equal(m.honest.opponentSilentFor(), null, "nothing owed once judged");
  } finally {
    m.close();
  }
});

test("3d. secrets shown that are not the ones committed to (a chunk rewritten after the commitment): the audit names the cheater, who loses", async () => {
  let m: Pair | null = null;
  // The cheater re-signs its audit chunks with other secrets (same seq and link: the frame it sends instead).
  const rewrite = (t: Transport): Transport => ({
    ...t,
    send(bytes) {
      const p = decodeMessage(bytes, Infinity).payload;
      const body = p.body as { t?: string; data?: string };
      if (p.type !== "audit" || body.t !== "chunk" || !m) return t.send(bytes);
      const data = body.data!.replace(/"names":\["[^"]*"/, '"names":["Black Lotus"');
      t.send(encodeMessage(m.cheaterId, { gameId: p.gameId, seq: p.seq, prev: p.prev, ack: p.ack, type: p.type, body: { ...body, data } }).frame);
    },
    onMessage: (h) => t.onMessage(h),
    onClose: (h) => t.onClose(h),
    close: (r) => t.close(r),
    get isOpen() {
      return t.isOpen;
    },
  });
  m = pair({ wrap: rewrite });
  try {
    await concede(m);
    await waitFor([m.honest, m.cheater], () => m!.honest.audit !== null, 20_000, "the honest side's audit");
    const audit = m.honest.audit!;
    assert.ok(!audit.clean && audit.cheater === m.cheater.seat, JSON.stringify(audit));
    assert.match(audit.clean ? "" : audit.message, /not the ones it committed to after the match ended/);
    assert.equal(m.honest.finalResult!.winner, m.honest.seat);
    assert.equal(m.honest.finalResult!.reason, "cheated (audit)");
    assert.equal(m.honest.status, "finished", "nothing halted");
  } finally {
    m.close();
  }
});

test("3c. the audit is sent in chunks under the 128 kB frame limit: 250-card decks, 7 mulligans each; both audits clean", async () => {
  const big = [...Array(226).fill("Forest"), ...Array(4).fill("Llanowar Elves"), ...Array(4).fill("Grizzly Bears"), ...Array(4).fill("Giant Growth"), ...Array(4).fill("Craw Wurm"), ...Array(4).fill("Scryb Sprites"), ...Array(4).fill("War Mammoth")] as string[];
  assert.equal(big.length, 250);
  const m = pair({ honestDeck: big, cheaterDeck: big });
  const mulligans = new Map<Session, number>([[m.honest, 0], [m.cheater, 0]]);
  const prefer = (s: Session) => (legal: Action[]) => {
    const n = mulligans.get(s)!;
    const mull = legal.find((a) => a.type === "mulligan");
    if (mull && n < 7) {
      mulligans.set(s, n + 1);
      return mull;
    }
    return undefined;
  };
  try {
    const stop = () => m.honest.status !== "playing";
    const d1 = autoplay(m.honest, stop, prefer(m.honest));
    const d2 = autoplay(m.cheater, stop, prefer(m.cheater));
    await waitFor([m.honest, m.cheater], () => mulligans.get(m.honest) === 7 && mulligans.get(m.cheater) === 7 && m.honest.state?.decision === null && settled(m), 150_000, "7 mulligans each");
    assert.deepEqual([...d1.errors, ...d2.errors], []);
    m.honest.concede();
    await waitFor([m.honest, m.cheater], () => m.honest.audit !== null && m.cheater.audit !== null, 140_000, "both audits");
    assert.deepEqual(m.honest.audit, { clean: true });
    assert.deepEqual(m.cheater.audit, { clean: true });
    for (const s of [m.honest, m.cheater]) {
      const sent = audits(s, "out");
      const chunks = sent.filter((a) => a.t === "chunk");
      assert.ok(chunks.length >= 2, `the audit went in ${chunks.length} chunks`);
      assert.ok(sent.every((a) => a.bytes < SMALL_FRAME), `every audit frame under 128 kB (largest ${Math.max(...sent.map((a) => a.bytes))} bytes)`);
      // In one frame, as before, it would not have fitted.
      const whole = JSON.stringify((s as unknown as { hidden: { game: { secrets(): unknown } } }).hidden.game.secrets()).length;
      assert.ok(whole > SMALL_FRAME, `the secrets are ${whole} characters`);
      assert.ok(chunks.every((c) => c.bytes < AUDIT_CHUNK_CHARS * 2 + 2000));
    }
    assert.ok(m.honest.incidents.length === 0 && m.cheater.incidents.length === 0, JSON.stringify([m.honest.incidents, m.cheater.incidents]));
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// Attack 4: illegal decks, as soon as they can be seen.

/** The honest side won by the cheater's forfeit; the evidence is the cheater's signed message. */
function assertIllegalDeckForfeit(m: Pair, text: RegExp, type: string): void {
  assertForfeit(m.honest);
  const incident = m.honest.forfeited!;
  assert.equal(incident.code, "cheated");
  assert.match(incident.message, text);
  assert.match(incident.message, /loses the match by forfeit/);
  const evidence = m.honest.log.entries().filter((e) => e.kind === "evidence" && e.code === "cheated");
  assert.ok(evidence.length > 0, "the refused message is kept");
  const proof = decodeMessage(evidence.at(-1)!.frame, Infinity);
  assert.ok(verifyMessage(proof));
  assert.equal(proof.payload.author, m.cheaterId.publicKey, "signed by the cheater");
  assert.equal(proof.payload.type, type);
  assert.equal(proof.payload.seq, incident.seq);
  assert.ok(!m.honest.incidents.some((i) => i.code === "internal-error"));
}

test("4a. a 1-card deck is refused at its announcement (the library's size is public before the shuffle): the cheater forfeits", async () => {
  const m = pair({ cheaterDeck: ["Black Lotus"], honest: { deckLimits } });
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "finished", 20_000, "the forfeit");
    assertIllegalDeckForfeit(m, /plays an illegal deck: its deck has 1 card; freeform needs at least 60 \(the size is public from its deck announcement/, "hidden");
    assert.equal(m.honest.state, null, "no game was dealt");
  } finally {
    m.close();
  }
});

test("4a'. a deck under the minimum (59 cards) is refused the same way; 60 is played", async () => {
  const m = pair({ cheaterDeck: LEGAL.slice(1), honest: { deckLimits } });
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "finished", 20_000, "the forfeit");
    assertIllegalDeckForfeit(m, /has 59 cards; freeform needs at least 60/, "hidden");
  } finally {
    m.close();
  }
  const ok = pair({ honest: { deckLimits }, cheater: { deckLimits } });
  try {
    await waitFor([ok.honest, ok.cheater], () => ok.honest.status === "playing" && ok.cheater.status === "playing", 20_000, "a legal match starts");
  } finally {
    ok.close();
  }
});

const LOTUS_DECK = [...Array(40).fill("Black Lotus"), ...Array(20).fill("Forest")] as string[];
const castLotus = (legal: Action[], state: GameState) => legal.find((a) => a.type === "cast" && state.objects[(a as { card: string }).card]?.name === "Black Lotus");

async function playUntilForfeit(m: Pair): Promise<void> {
  const stop = () => m.honest.status !== "playing";
  autoplay(m.honest, stop);
  autoplay(m.cheater, stop, castLotus);
  await waitFor([m.honest, m.cheater], () => m.honest.status === "finished", 90_000, "the forfeit");
}

test("4b. 40 Black Lotus in a 60-card deck (freeform): the 5th copy shown forfeits at once", async () => {
  const m = pair({ cheaterDeck: LOTUS_DECK, honest: { deckLimits } });
  try {
    await playUntilForfeit(m);
    assertIllegalDeckForfeit(m, /plays an illegal deck: this is copy 5 of Black Lotus shown; freeform allows at most 4 copies/, "action");
    const st = m.honest.state!;
    const lotuses = Object.values(st.objects).filter((o) => o.owner === m.cheater.seat && o.name === "Black Lotus" && o.zone !== "library" && o.zone !== "hand");
    assert.ok(lotuses.length <= 4, `at most 4 Lotuses reached the honest table (${lotuses.length})`);
  } finally {
    m.close();
  }
});

test("4c. a 2nd copy of a restricted card (Old School 93/94: Black Lotus) forfeits at once", async () => {
  const m = pair({ cheaterDeck: LOTUS_DECK, honestDeck: LEGAL, honest: { deckLimits }, format: "oldschool" });
  try {
    await playUntilForfeit(m);
    assertIllegalDeckForfeit(m, /copy 2 of Black Lotus shown; Old School 93\/94 allows 1 copy \(restricted\)/, "action");
  } finally {
    m.close();
  }
});
