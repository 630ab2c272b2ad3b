/**
 * Protocol v2's attacks through the real peer session and the real engine: a modified client (the
 * "cheater") plays a hidden match against an honest one over `memoryPair()`. The cheater is a
 * PeerSession whose hidden game signs tampered messages (a wrapper around EngineHiddenGame), or a
 * frame it forges with its own key as the next link of its chain. Each attack must be caught by
 * the honest side: a halt with an incident whose evidence (in the honest log) is signed by the
 * cheater's key, or the end-of-match audit naming the cheater's seat; and the refused message
 * must not change the honest side's game. test/net/hidden-crypto.test.ts plays the same attacks
 * against the cryptography alone.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { serialize, type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { deckProblems } from "../../app/host/match/deck-check";
import { engineRules } from "../../app/host/net/engine-rules";
import type { AuditResult, HiddenGame, HiddenGameSetup, RuleRejection, Seat } from "../../app/host/net/game-rules";
import { commitKey, decodePoint, encodePoint, encodeScalar, lock, pointOf, randomScalar, relock, unlock, type Scalar } from "../../app/host/net/hidden/group";
import { engineHiddenGame, type EngineHiddenGame } from "../../app/host/net/hidden/play";
import { cardPoints, prepareDeck } from "../../app/host/net/hidden/deck";
import { ownerLock, peerLock } from "../../app/host/net/hidden/shuffle";
import { ristretto255 } from "@noble/curves/ed25519.js";
import type { AuditSecrets, HiddenMessage } from "../../app/host/net/hidden/side";
import type { Identity } from "../../app/host/net/identity";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { decodeMessage, encodeMessage, verifyMessage, ZERO_ID } from "../../app/host/net/protocol";
import { assertForfeit, newIdentity, stopped, stopReason, waitFor } from "./helpers";
import { seededBytes } from "./seeded-bytes";
import { DelegatingHiddenGame } from "./delegating-game";
import { autoplay } from "./autoplay";

type Session = PeerSession<GameState, Action>;
type Out = { type: "hidden" | "action"; body: unknown; postHash?: string };

// Small decks: a green one for the honest side, a red one (with Lightning Bolts) for the cheater.
const HONEST_DECK = [...Array(18).fill("Forest"), ...Array(8).fill("Llanowar Elves"), ...Array(8).fill("Grizzly Bears"), ...Array(6).fill("Giant Growth")] as string[];
const CHEATER_DECK = [...Array(18).fill("Mountain"), ...Array(4).fill("Lightning Bolt"), ...Array(10).fill("Mons's Goblin Raiders"), ...Array(8).fill("Hill Giant")] as string[];
const decks = benchmarkDecks();
const JUNK = encodePoint(pointOf(randomScalar(seededBytes("junk point"))));

// ------------------------------------------------------------------------------------------------
// The cheater's program: the engine's hidden game, with what it signs tampered.

/** What a modified client holds of its side (test-only look at EngineHiddenGame's private side). */
interface SideInternals {
  gens: Record<Seat, { labels: number[]; keys?: Scalar[]; alpha?: Scalar }[]>;
  deck: { secrets: { names: string[]; seeds: string[] } };
  state: GameState | null;
}

interface Cheat {
  /** Rewrites the messages the hidden game hands to the session to sign and send. */
  take?: (out: Out[], game: CheatingGame) => Out[];
  /** Rewrites the secrets shown at the audit. */
  secrets?: (secrets: AuditSecrets) => unknown;
}

/** A HiddenGame delegating every member to the engine's, except what the cheat rewrites. */
class CheatingGame extends DelegatingHiddenGame {
  constructor(setup: HiddenGameSetup, private readonly cheat: Cheat) {
    super(setup);
  }
  get side(): SideInternals {
    return (this.inner as unknown as { side: SideInternals }).side;
  }
  override take(): Out[] {
    const out = this.inner.take();
    return this.cheat.take ? this.cheat.take(out, this) : out;
  }
  override secrets(): unknown {
    const s = this.inner.secrets() as AuditSecrets;
    return this.cheat.secrets ? this.cheat.secrets(structuredClone(s)) : s;
  }
}

/** Rewrites the first hidden message that `pick` selects (a copy: the side's own records stay as they were). */
function tamperFirst(pick: (m: HiddenMessage, game: CheatingGame) => boolean, change: (m: HiddenMessage, game: CheatingGame) => HiddenMessage): (out: Out[], game: CheatingGame) => Out[] {
  let done = false;
  return (out, game) =>
    out.map((o) => {
      const m = (o.type === "action" ? { t: "action", ...(o.body as object) } : o.body) as HiddenMessage;
      if (done || !pick(m, game)) return o;
      done = true;
      const changed = change(structuredClone(m), game);
      if (changed.t !== "action") return { ...o, body: changed };
      const { t: _t, ...body } = changed;
      return { ...o, body };
    });
}

const isShuffle = (lib: Seat, gen: number, step: number) => (m: HiddenMessage) => m.t === "shuffle" && m.lib === lib && m.gen === gen && m.step === step;

// ------------------------------------------------------------------------------------------------
// A match: the honest side and the cheater, and what the honest side held before each message.

interface Snapshot {
  state: GameState | null;
  hash: string | null;
  text: string | null;
  /** The honest hidden copy itself (it may know more than the session shows while keys are under way). */
  hidden: string | null;
}

interface Match {
  honest: Session;
  cheater: Session;
  honestId: Identity;
  cheaterId: Identity;
  /** The honest side's hidden game (the engine's). */
  honestGame: () => EngineHiddenGame | null;
  cheatingGame: () => CheatingGame | null;
  /** The honest side's game just before the cheater's message with that seq was processed. */
  before: Map<number, Snapshot>;
  close(): void;
}

function session(identity: Identity, role: "host" | "guest", deck: string[], hidden: PeerSessionOptions<GameState, Action>["hidden"], extra: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity,
    role,
    rules: engineRules,
    hidden,
    local: { name: role === "host" ? "Alice" : "Mallory", app: "0.1.0", cards: "test", deck },
    ackDelayMs: 0,
    retransmitMs: 500,
    ...extra,
  });
}

function startMatch(o: { cheat?: Cheat; cheaterRole?: "host" | "guest"; honestDeck?: string[]; cheaterDeck?: string[]; honestExtra?: Partial<PeerSessionOptions<GameState, Action>>; cheaterExtra?: Partial<PeerSessionOptions<GameState, Action>> } = {}): Match {
  const cheaterRole = o.cheaterRole ?? "guest";
  const honestRole = cheaterRole === "guest" ? "host" : "guest";
  const honestId = newIdentity();
  const cheaterId = newIdentity();
  let honestGame: EngineHiddenGame | null = null;
  let cheatingGame: CheatingGame | null = null;
  // Hosts first: a session sends its hello as it is built.
  const build = (role: "host" | "guest") =>
    role === honestRole
      ? session(honestId, role, o.honestDeck ?? HONEST_DECK, (setup) => (honestGame = engineHiddenGame(setup)), o.honestExtra)
      : session(cheaterId, role, o.cheaterDeck ?? CHEATER_DECK, (setup) => (cheatingGame = new CheatingGame(setup, o.cheat ?? {})), o.cheaterExtra);
  const host = build("host");
  const guest = build("guest");
  const honest = honestRole === "host" ? host : guest;
  const cheater = honestRole === "host" ? guest : host;
  const before = watchHonest(honest, () => honestGame);
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  return {
    honest,
    cheater,
    honestId,
    cheaterId,
    honestGame: () => honestGame,
    cheatingGame: () => cheatingGame,
    before,
    close: () => (honest.close(), cheater.close()),
  };
}

/** Records the honest side's game just before each of the peer's chained messages is processed (it arrives in order). */
function watchHonest(honest: Session, game: () => EngineHiddenGame | null): Map<number, Snapshot> {
  const before = new Map<number, Snapshot>();
  const receive = honest.receive.bind(honest);
  (honest as { receive: (bytes: Uint8Array) => void }).receive = (bytes) => {
    try {
      const { seq } = decodeMessage(bytes, Infinity).payload;
      if (seq > 0 && seq === honest.heads.theirs + 1 && !before.has(seq) && honest.status !== "halted") {
        const state = honest.state;
        const hidden = game()?.state ?? null;
        before.set(seq, { state, hash: honest.stateHash, text: state ? serialize(state) : null, hidden: hidden ? serialize(hidden) : null });
      }
    } catch {
      // not a readable frame: the session reports it
    }
    receive(bytes);
  };
  return before;
}

/** The next chained message of the cheater, signed with its own key (what a modified client can send). */
function forgeNext(m: Match, type: string, body: unknown, postHash?: string): Uint8Array {
  const head = m.cheater.log.head("out")!;
  return encodeMessage(m.cheaterId, { gameId: m.honest.gameId, seq: head.seq + 1, prev: head.id, ack: m.cheater.heads.theirs, type, body, ...(postHash ? { postHash } : {}) }).frame;
}

const settled = (m: Match) => m.honest.heads.theirs === m.cheater.heads.mine && m.cheater.heads.theirs === m.honest.heads.mine;

/** Lets the cheater play until the honest side may act, both in step. */
async function untilToAct(m: Match, seat: Seat): Promise<void> {
  const driver = autoplay(m.cheater, () => m.honest.toAct === seat && m.cheater.toAct === seat);
  const other = autoplay(m.honest, () => m.honest.toAct === seat && m.cheater.toAct === seat);
  await waitFor([m.honest, m.cheater], () => m.honest.toAct === seat && m.cheater.toAct === seat && settled(m), 20_000, `${seat} to act`);
  assert.deepEqual([...driver.errors, ...other.errors], []);
}

/**
 * The honest side refused one of the cheater's messages: it halted with `code` and a readable
 * message, the evidence kept for it is the cheater's signed frame, that message did not enter the
 * honest chain, and the honest game is what it was just before it arrived.
 */
function assertCaught(m: Match, code: string, text: RegExp, o: { hiddenCopyUnchanged?: boolean } = {}): void {
  const incident = stopReason(m.honest);
  assert.ok(incident, `the honest side stopped the cheater (incidents: ${JSON.stringify(m.honest.incidents)})`);
  // A signed message that breaks the protocol is a forfeit (issue 29): the cheater loses.
  assertForfeit(m.honest);
  assert.equal(incident.forfeit, true);
  assert.equal(incident.code, code, incident.message);
  assert.match(incident.message, text);
  assert.ok(incident.seq && incident.seq > 0, "the incident names the refused message");
  // Blame: the evidence is a frame signed by the cheater's key for this game.
  const evidence = m.honest.log.entries().filter((e) => e.kind === "evidence" && e.code === code);
  assert.ok(evidence.length > 0, "the refused message is kept as evidence");
  const proof = decodeMessage(evidence.at(-1)!.frame, Infinity);
  assert.ok(verifyMessage(proof), "the evidence's signature holds");
  assert.equal(proof.payload.author, m.cheaterId.publicKey, "the evidence is signed by the cheater");
  assert.notEqual(proof.payload.author, m.honestId.publicKey);
  assert.equal(proof.payload.seq, incident.seq);
  assert.equal(proof.payload.gameId, m.honest.gameId);
  // Nothing of it was accepted.
  assert.ok(m.honest.heads.theirs < incident.seq!, "the cheater's chain did not move past the refused message");
  assert.ok(!m.honest.log.entries().some((e) => e.kind === "message" && e.direction === "in" && e.seq === incident.seq), "the refused message is not logged as accepted");
  const snap = m.before.get(incident.seq!);
  assert.ok(snap, "a snapshot was taken before the refused message");
  assert.equal(m.honest.state, snap.state, "the honest game state is the same object");
  assert.equal(m.honest.stateHash, snap.hash, "the honest state hash did not change");
  assert.equal(m.honest.state ? serialize(m.honest.state) : null, snap.text, "the honest game state did not change");
  if (o.hiddenCopyUnchanged !== false) {
    const hidden = m.honestGame()?.state ?? null;
    assert.equal(hidden ? serialize(hidden) : null, snap.hidden, "the honest hidden copy did not change either");
  }
  assert.ok(!m.honest.incidents.some((i) => i.code === "internal-error"), "no crash on the honest side");
}

/** Ends the match by the honest side's concession and waits for its audit of the cheater. */
async function concedeAndAudit(m: Match): Promise<AuditResult> {
  await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.cheater.status === "playing" && settled(m), 20_000, "both playing");
  m.honest.concede();
  await waitFor([m.honest, m.cheater], () => m.honest.audit !== null, 20_000, "the honest side's audit");
  return m.honest.audit!;
}

/** The audit named the cheater; nothing halted; the audit message did not change the honest game. */
function assertAuditBlames(m: Match, audit: AuditResult, code: string, text: RegExp): void {
  assert.equal(audit.clean, false, "the audit is not clean");
  if (audit.clean) return;
  assert.equal(audit.cheater, m.cheater.seat, `the audit names the cheater's seat (${audit.message})`);
  assert.notEqual(audit.cheater, m.honest.seat);
  assert.equal(audit.code, code);
  assert.match(audit.message, text);
  assert.equal(m.honest.status, "finished");
  assert.deepEqual(m.honest.incidents, []);
  // The audit is in the honest log, signed by the cheater: the proof of what it showed.
  const entry = m.honest.log.entries().find((e) => e.kind === "message" && e.direction === "in" && e.type === "audit");
  assert.ok(entry && entry.kind === "message");
  const signed = decodeMessage(entry.frame, Infinity);
  assert.ok(verifyMessage(signed));
  assert.equal(signed.payload.author, m.cheaterId.publicKey);
  const snap = m.before.get(entry.seq);
  assert.ok(snap);
  assert.equal(m.honest.state, snap.state, "the audit did not change the honest game");
}

// ------------------------------------------------------------------------------------------------
// 1. A substituted ciphertext in a shuffle step.

test("1a. a shuffle step with a substituted entry (the cheater's step 4 of the honest library, top slot): caught when the card is dealt", async () => {
  const m = startMatch({ cheat: { take: tamperFirst(isShuffle("A", 0, 4), (s) => (s.t === "shuffle" ? { ...s, body: { ...s.body, entries: [JUNK, ...s.body.entries.slice(1)] } } : s)) } });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest), 20_000, "the honest side halts");
    // Slot 1 is the top of the library: the opening hand. The cheater's keys for it open no card.
    assertCaught(m, "cheated", /not-a-card.*does not hold one of your cards/);
    assert.equal(decodeMessage(m.honest.log.entries().filter((e) => e.kind === "evidence").at(-1)!.frame, Infinity).payload.type, "hidden");
  } finally {
    m.close();
  }
});

test("1b. a shuffle step with a substituted entry at the bottom of the library (never dealt): the audit names the cheater", async () => {
  const m = startMatch({ cheat: { take: tamperFirst(isShuffle("A", 0, 4), (s) => (s.t === "shuffle" ? { ...s, body: { ...s.body, entries: [...s.body.entries.slice(0, -1), JUNK] } } : s)) } });
  try {
    const audit = await concedeAndAudit(m);
    assertAuditBlames(m, audit, "substituted-entry", /step 4 changed slot 40/);
  } finally {
    m.close();
  }
});

test("1c. a substituted entry in the cheater's step 2 of the honest library (lands in a slot nobody can choose): caught when dealt, or at the audit", async () => {
  const m = startMatch({ cheat: { take: tamperFirst(isShuffle("A", 0, 2), (s) => (s.t === "shuffle" ? { ...s, body: { ...s.body, entries: [JUNK, ...s.body.entries.slice(1)] } } : s)) } });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest) || (m.honest.status === "playing" && settled(m)), 20_000, "dealt or playing");
    if (stopped(m.honest)) {
      assertCaught(m, "cheated", /not-a-card/);
    } else {
      const audit = await concedeAndAudit(m);
      assertAuditBlames(m, audit, "substituted-entry", /step 2 is not a re-locking of step 1/);
    }
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 2. A duplicated ciphertext.

test("2. a shuffle step with a duplicated entry is refused on arrival, before the game starts", async () => {
  const m = startMatch({ cheat: { take: tamperFirst(isShuffle("A", 0, 2), (s) => (s.t === "shuffle" ? { ...s, body: { ...s.body, entries: [s.body.entries[1]!, ...s.body.entries.slice(1)] } } : s)) } });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest), 20_000, "the honest side halts");
    assertCaught(m, "cheated", /duplicate-entry.*the same entry appears twice/);
    assert.equal(m.honest.state, null, "no game was dealt from it");
  } finally {
    m.close();
  }
});

test("2b. a duplicated entry in a shuffle step of a legal 60-card deck: the evidence kept is the whole signed frame", async () => {
  const m = startMatch({
    honestDeck: decks.get("white-blue-skies")!.cards,
    cheaterDeck: decks.get("red-green-beats")!.cards,
    cheat: { take: tamperFirst(isShuffle("B", 0, 3), (s) => (s.t === "shuffle" ? { ...s, body: { ...s.body, entries: [s.body.entries[1]!, ...s.body.entries.slice(1)] } } : s)) },
  });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest), 20_000, "the honest side halts");
    assertCaught(m, "cheated", /duplicate-entry/);
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 3. A key that does not match its commitment.

test("3. a keys message with a wrong key (another slot's key, a valid scalar) is refused: key-mismatch", async () => {
  const m = startMatch({
    cheat: {
      take: tamperFirst(
        (s) => s.t === "keys" && s.lib === "A" && s.keys.length > 1,
        (s) => (s.t === "keys" ? { ...s, keys: [{ ...s.keys[0]!, key: s.keys[1]!.key }, ...s.keys.slice(1)] } : s),
      ),
    },
  });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest), 20_000, "the honest side halts");
    assertCaught(m, "cheated", /key-mismatch.*does not match the commitment made in the shuffle/);
    const st = m.honest.state!;
    assert.ok(st.players.A.hand.every((id) => st.objects[id]!.name === ""), "the honest side learned none of its hand from the bad message");
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 4. A revealed card that is not what the slot holds.

test("4. the cheater plays a Mountain announced as a Lightning Bolt: the slot does not hold it (wrong-card)", async () => {
  const m = startMatch({
    cheat: {
      take: tamperFirst(
        (s) => s.t === "action" && s.reveals.length > 0,
        (s) => (s.t === "action" ? { ...s, reveals: s.reveals.map((r) => ({ ...r, name: r.name === "Lightning Bolt" ? "Mountain" : "Lightning Bolt" })) } : s),
      ),
    },
  });
  try {
    const stop = () => stopped(m.honest);
    const d1 = autoplay(m.honest, stop);
    const d2 = autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], stop, 30_000, "the honest side halts");
    assert.deepEqual([...d1.errors, ...d2.errors], []);
    assertCaught(m, "cheated", /wrong-card.*said slot \d+ is "(Lightning Bolt|Mountain)", but it holds (Mountain|Mons's Goblin Raiders|Hill Giant|Lightning Bolt)/);
    assert.equal(decodeMessage(m.honest.log.entries().filter((e) => e.kind === "evidence").at(-1)!.frame, Infinity).payload.type, "action");
    assert.ok(!Object.values(m.honest.state!.objects).some((o) => o.owner === m.cheater.seat && o.zone === "battlefield"), "the land never reached the honest battlefield");
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 5. One card copy revealed from two slots.

test("5. the owner locks one card into two slots (its shuffle step 3), then shows both: revealed twice", async () => {
  const n = CHEATER_DECK.length;
  const [from, k] = [n - 1, n - 2]; // the bottom two slots: never dealt in this short game
  let extra: Out[] | null = null;
  const tampered = tamperFirst(isShuffle("B", 0, 3), (s, game) => {
    if (s.t !== "shuffle") return s;
    const keys = game.side.gens.B[0]!.keys!;
    const entries = [...s.body.entries];
    // Slot from's card under slot k's key: the entries stay distinct, so it passes on arrival.
    entries[k] = encodePoint(lock(unlock(decodePoint(entries[from]!, "e"), keys[from]!), keys[k]!));
    return { ...s, body: { ...s.body, entries } };
  });
  const m = startMatch({
    cheat: {
      take: (out, game) => {
        const sent = tampered(out, game);
        // Once the game is on, show both slots to the opponent, one keys message each.
        if (!extra && game.state) {
          const gen = game.side.gens.B[0]!;
          const show = (slot: number): Out => ({ type: "hidden", body: { t: "keys", lib: "B", keys: [{ label: gen.labels[slot]!, key: encodeScalar(gen.keys![slot]!) }] } });
          extra = [show(from), show(k)];
          return [...sent, ...extra];
        }
        return sent;
      },
    },
  });
  try {
    const stop = () => stopped(m.honest);
    autoplay(m.honest, stop);
    autoplay(m.cheater, stop);
    await waitFor([m.honest, m.cheater], stop, 30_000, "the honest side halts");
    assertCaught(m, "cheated", /revealed-twice.*one card cannot be in two places/);
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 6. A biased random result.

test("6. a random link that is not the next link of the committed chain (the cheater hosts): bad-random, before the first player is drawn", async () => {
  const forged = "ab".repeat(32);
  const m = startMatch({ cheaterRole: "host", cheat: { take: tamperFirst((s) => s.t === "random", (s) => ({ ...s, link: forged })) } });
  try {
    await waitFor([m.honest, m.cheater], () => stopped(m.honest), 20_000, "the honest side halts");
    assertCaught(m, "cheated", /bad-random.*not the next link of the chain committed/);
    assert.equal(m.cheater.seat, "A");
    assert.equal(m.honest.state, null, "no first player was drawn from it");
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 7. The deck at the audit.

test("7a. a decklist at the audit that is not the one committed to: the audit names the cheater", async () => {
  const m = startMatch({ cheat: { secrets: (s) => ({ ...s, deck: { ...s.deck, names: ["Black Lotus", ...s.deck.names.slice(1)] } }) } });
  try {
    const audit = await concedeAndAudit(m);
    assertAuditBlames(m, audit, "deck-mismatch", /not the one committed to at the start/);
  } finally {
    m.close();
  }
});

/** 60 cards, eight Lightning Bolts: not legal in any format (at most 4 copies). */
const ILLEGAL = [...Array(52).fill("Mountain"), ...Array(8).fill("Lightning Bolt")] as string[];

test("7b. a deck not legal in the format (checkDeck as the app passes it): the audit names the cheater", async () => {
  const m = startMatch({
    honestDeck: decks.get("red-green-beats")!.cards,
    cheaterDeck: ILLEGAL,
    honestExtra: { checkDeck: deckProblems, local: { name: "Alice", app: "0.1.0", cards: "test", deck: decks.get("red-green-beats")!.cards, format: "oldschool" } },
    // A modified client skips the check of its own deck.
    cheaterExtra: { local: { name: "Mallory", app: "0.1.0", cards: "test", deck: ILLEGAL, format: "oldschool" } },
  });
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status !== "handshake", 20_000, "the match starts or halts");
    assert.deepEqual(m.honest.incidents, [], "the hidden deck is not judged at the hello");
    const audit = await concedeAndAudit(m);
    assertAuditBlames(m, audit, "deck-mismatch", /not legal: Lightning Bolt: 8 copies/);
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 8. Out of turn, illegal.

test("8a. an action out of turn in a hidden match is refused: out-of-turn", async () => {
  const m = startMatch();
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.cheater.status === "playing", 20_000, "playing");
    await untilToAct(m, m.honest.seat);
    m.honest.receive(forgeNext(m, "action", { action: { type: "pass", player: m.cheater.seat }, reveals: [] }, m.honest.stateHash!));
    assertCaught(m, "out-of-turn", /acted while it was your turn/);
  } finally {
    m.close();
  }
});

test("8b. an illegal action in a hidden match (the cheater plays a card of the honest hand) is refused: illegal-action", async () => {
  const m = startMatch();
  try {
    await waitFor([m.honest, m.cheater], () => m.honest.status === "playing" && m.cheater.status === "playing", 20_000, "playing");
    await untilToAct(m, m.cheater.seat);
    const theirs = m.honest.state!.players[m.honest.seat].hand[0]!;
    m.honest.receive(forgeNext(m, "action", { action: { type: "play", player: m.cheater.seat, card: theirs }, reveals: [] }, m.honest.stateHash!));
    assertCaught(m, "illegal-action", /illegal action: The action was refused/);
  } finally {
    m.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 9. Version 1 programs.

test("9a. a hello from a version 1 program (versions.protocol 1) is refused with a sentence naming it", async () => {
  const honestId = newIdentity();
  const oldId = newIdentity();
  const honest = session(honestId, "host", HONEST_DECK, engineHiddenGame);
  try {
    const hello = encodeMessage(oldId, {
      gameId: "",
      seq: 1,
      prev: ZERO_ID,
      ack: 0,
      type: "hello",
      body: { role: "guest", format: "freeform", nonce: "A".repeat(43), name: "Old", versions: { protocol: 1, app: "0.1.0", engine: engineRules.version, cards: "test" }, deck: CHEATER_DECK },
    });
    honest.receive(hello.frame);
    assert.equal(honest.status, "halted");
    assert.equal(honest.haltReason!.code, "version-mismatch");
    assert.match(honest.haltReason!.message, /Cannot play together: network protocol: 3 here, 1 on their side/);
    const evidence = honest.log.entries().filter((e) => e.kind === "evidence");
    assert.equal(decodeMessage(evidence.at(-1)!.frame, Infinity).payload.author, oldId.publicKey);
    assert.equal(honest.state, null);
    // A frame of the version 1 wire format itself is refused by name too (not attributable: play was not on).
    const v1 = encodeMessage(oldId, { v: 1, gameId: "", seq: 1, prev: ZERO_ID, ack: 0, type: "hello", body: {} });
    const other = session(newIdentity(), "host", HONEST_DECK, engineHiddenGame);
    other.receive(v1.frame);
    assert.equal(other.incidents[0]!.code, "protocol-version");
    assert.match(other.incidents[0]!.message, /an older Moxen, which showed both decks.*needs to update/);
    other.close();
  } finally {
    honest.close();
  }
});

test("9b. a program that does not hide cards (hello without hidden: true, the deck listed) is refused: open-cards", async () => {
  const honestId = newIdentity();
  const oldId = newIdentity();
  const honest = session(honestId, "host", HONEST_DECK, engineHiddenGame);
  const open = session(oldId, "guest", CHEATER_DECK, undefined);
  const [a, b] = memoryPair();
  honest.attach(a);
  open.attach(b);
  try {
    await waitFor([honest, open], () => honest.status === "halted", 10_000, "the honest side halts");
    assert.equal(honest.haltReason!.code, "open-cards");
    assert.match(honest.haltReason!.message, /would show both decks to both sides \(cards not hidden\)/);
    const evidence = honest.log.entries().filter((e) => e.kind === "evidence" && e.code === "open-cards");
    const hello = decodeMessage(evidence.at(-1)!.frame, Infinity);
    assert.equal(hello.payload.author, oldId.publicKey);
    assert.equal(hello.payload.type, "hello");
    assert.equal(honest.state, null);
    assert.equal(honest.peerDeck, null, "the listed deck is not taken");
  } finally {
    honest.close();
    open.close();
  }
});

// ------------------------------------------------------------------------------------------------
// 10. The owner's own library: chosen, not shuffled.

test("10. the owner of a library cannot follow its cards through the other's shuffle step, so it cannot stack its library", () => {
  // The attack: knowing the discrete logs m_i of its card points M_i = m_i·G, the owner would
  // compute α·m_i·(β·G) from the deck-key commitment β·G of step 2 and find where each card went,
  // then choose its order in step 3. Card points are hashed to the curve (nobody knows their
  // discrete logs), so the only thing left to try is the relation itself with what the owner has.
  const rand = seededBytes("stack");
  const names = CHEATER_DECK;
  const deck = prepareDeck(names, rand);
  const s1 = ownerLock(cardPoints(deck.secrets), null, rand);
  const s2 = peerLock(s1.message, names.length, null, seededBytes("honest peer"));
  const betaG = decodePoint(s2.message.deckKey, "deck key");
  const entries = new Set(s2.message.entries);
  // With points of known discrete log (the construction this replaces), the attack finds every card:
  const known = names.map((_, i) => randomScalar(seededBytes(`m${i}`)));
  const s1k = ownerLock(known.map(pointOf), null, rand);
  const s2k = peerLock(s1k.message, names.length, null, seededBytes("honest peer 2"));
  const betaGk = decodePoint(s2k.message.deckKey, "deck key");
  const foundWithKnownLogs = known.filter((m) => s2k.message.entries.includes(encodePoint(lock(lock(betaGk, m), s1k.alpha)))).length;
  assert.equal(foundWithKnownLogs, names.length, "the attack works on points with known discrete logs");
  // With the real card points, the owner's best guesses for a discrete log (its seeds, read as
  // scalars) find nothing: every entry of step 2 stays a stranger to it.
  const guesses = deck.secrets.seeds.map((h) => ristretto255.Point.Fn.create(BigInt(`0x${h}`)));
  const found = guesses.filter((m) => entries.has(encodePoint(lock(lock(betaG, m), s1.alpha)))).length;
  assert.equal(found, 0, "no card of the owner's can be followed through step 2");
});

test(
  "11. the owner of a library signs the peer's step of its shuffle (a step 4 of its own library, each slot a card of its choice): refused, or the audit names the owner",
  async () => {
    let sent = false;
    const m = startMatch({
      cheat: {
        take: (out, game) => {
          const G = (game.side as unknown as { gens: Record<Seat, { keys?: Scalar[]; steps: { entries: string[]; slotKeys: string[] }[] }[]> }).gens.B[0]!;
          if (sent || !game.state || !G.steps[3]) return out;
          sent = true;
          const real = G.steps[3]!;
          const names = game.side.deck.secrets.names;
          const points = cardPoints(game.side.deck.secrets as Parameters<typeof cardPoints>[0]);
          // Lightning Bolts first, then the rest: slot k locked with its own key a_k (it cannot
          // compute the peer's b_k·M_j: the step itself is not the owner's to make).
          const order = names.map((_, i) => i).sort((x, y) => Number(names[y] === "Lightning Bolt") - Number(names[x] === "Lightning Bolt"));
          const entries = order.map((card, k) => encodePoint(lock(points[card]!, G.keys![k]!)));
          return [...out, { type: "hidden", body: { t: "shuffle", lib: "B", gen: 0, step: 4, body: { entries, slotKeys: real.slotKeys } } }];
        },
      },
    });
    try {
      const stop = () => sent && settled(m);
      autoplay(m.honest, stop);
      autoplay(m.cheater, stop);
      await waitFor([m.honest, m.cheater], () => stopped(m.honest) || (sent && m.honest.status === "playing" && settled(m)), 20_000, "the forged step delivered");
      if (stopped(m.honest)) {
        assert.equal(decodeMessage(m.honest.log.entries().filter((e) => e.kind === "evidence").at(-1)!.frame, Infinity).payload.author, m.cheaterId.publicKey);
        return;
      }
      const audit = await concedeAndAudit(m);
      assert.deepEqual(audit.clean ? null : audit.cheater, m.cheater.seat, `the audit: ${JSON.stringify(audit)}`);
    } finally {
      m.close();
    }
  },
);
