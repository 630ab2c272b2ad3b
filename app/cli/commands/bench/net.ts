/**
 * `moxen bench net`: the network path over loopback WebRTC (@roamhq/wrtc), in one process, side
 * by side. One loop alternates, over the same data channel, a raw ping (64 bytes echoed) and a
 * signed game action through the app's real path: two PeerSessions, each with its own
 * matches.db (the app's SQLite log, synchronous=FULL: durable before anything is sent) and the
 * real engine judging every action. An action's round trip is submit → the peer's signed
 * acknowledgement; the ratio of the medians is what a move costs over a ping. Both sides run in
 * this one process, so the round trip carries both sides' work, as the critical path does.
 * Rounds alternate two ways of logging the sender's own action: synced before it is sent (the
 * default) and synced in the background after it is sent (SqliteMatchLog syncOutAfterSend, with
 * the session's recovery from the peer after a power cut; keys after_send_…).
 * Then hidden cards (protocol v2, app/host/net/hidden): both libraries shuffled and cards
 * revealed with the group arithmetic in libsodium and, on the same inputs, in @noble/curves as
 * before (bench/hidden.ts, also `moxen bench hidden`); two real HiddenSides shuffling both
 * libraries together, reveals of single slots, and the whole hidden handshake of two
 * PeerSessions over an in-memory transport. Figures only; nothing is asserted.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as engine from "../../../../engine/index";
import { SqliteMatchLog } from "../../../host/match/sqlite-match-log";
import { MatchStore } from "../../../host/match/store";
import { engineRules, type EngineRules } from "../../../host/net/engine-rules";
import { Identity } from "../../../host/net/identity";
import { cardPoints, prepareDeck } from "../../../host/net/hidden/deck";
import { encodeScalar } from "../../../host/net/hidden/group";
import { hiddenSideBySide, libsodiumLoaded } from "./hidden";
import { engineHiddenGame } from "../../../host/net/hidden/play";
import { RevealLedger, revealToOpponent, revealToOwner } from "../../../host/net/hidden/reveal";
import { HiddenSide } from "../../../host/net/hidden/side";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, shuffledLibrary } from "../../../host/net/hidden/shuffle";
import type { LogEntry } from "../../../host/net/match-log";
import { memoryPair } from "../../../host/net/memory-transport";
import { PeerSession } from "../../../host/net/peer-session";
import { decodeMessage, encodeMessage, verifyMessage } from "../../../host/net/protocol";
import { SeededRandom } from "../../../host/net/seeded-random";
import type { Transport } from "../../../host/net/transport";
import { answerInvitation, createInvitation } from "../../../host/net/wrtc-transport";
import { resolveDeck } from "../../../host/play/decks";
import { parseArgs } from "../../args";
import { delayed, parseLinkMs } from "./link";
import type { Command } from "../../command";
import { percentile, printReport, type Figure } from "./report";

export const netBench: Command = {
  name: "net",
  summary: "loopback WebRTC: raw ping and signed, durably logged, engine-checked action (own frame synced before or after sending, alternate rounds), side by side",
  usage: `Usage: moxen bench net [--json] [--rounds N] [--seed S] [--hidden-runs N] [--link-ms N[,M…]]

  --rounds N       ping + action pairs to time (default 300; a new game starts if one ends); rounds
                   alternate the sender's log synced before sending (keys as before) and after
                   sending (keys after_send_…: commit, send, fsync in the background)
  --link-ms N,M…   also time the same loop with N ms (then M ms…) of one-way delay added in this
                   process to every frame, pings and actions alike (e.g. 0,10: loopback and a
                   short internet hop); prints each delay's ratio. Loopback is always timed.
  --seed S         seed of the random players' choices (default 1)
  --hidden-runs N  hidden cards: shuffles of both libraries (libsodium and @noble/curves side
                   by side) and hidden handshakes to time (default 7 each; medians, with min–max)`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      json: { type: "boolean", default: false },
      rounds: { type: "int", min: 1, max: 100_000, default: 300 },
      seed: { type: "int", default: 1 },
      "hidden-runs": { type: "int", min: 1, max: 1000, default: 7 },
      "link-ms": { type: "string", default: "0" },
    });
    const links = parseLinkMs(options["link-ms"]).filter((ms) => ms > 0);
    const dir = mkdtempSync(join(tmpdir(), "moxen-bench-net-"));
    const stores = [new MatchStore(join(dir, "host-matches.db")), new MatchStore(join(dir, "guest-matches.db"))] as const;
    const random = new SeededRandom(options.seed);
    const decks = [resolveDeck("red-green-beats").cards, resolveDeck("white-blue-skies").cards];
    const rounds: Round[] = [];
    const linked = new Map<number, Round[]>(links.map((ms) => [ms, []]));
    let games = 0;
    let connectMs = 0;
    let hidden: Figure[];
    try {
      for (const [ms, out] of [[0, rounds] as const, ...linked]) {
        while (out.length < options.rounds) {
          const t = performance.now();
          const [a, b] = await connectPair();
          if (games === 0) connectMs = performance.now() - t;
          games++;
          await playRounds(delayed(a, ms), delayed(b, ms), stores, decks, random, out, options.rounds);
        }
      }
      await libsodiumLoaded();
      hidden = await hiddenMatchFigures(decks, stores, options["hidden-runs"]);
    } finally {
      for (const s of stores) s.db.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // Rounds alternate the two ways of logging our own action (before-send: fsync, then send;
    // after-send: commit, send, fsync in the background): the same channel, load and game.
    const path = (rs: Round[], afterSend: boolean) => rs.filter((r) => r.afterSend === afterSend);
    const linkFigures = [...linked].flatMap(([ms, out]) => [...figuresAtLink(ms, path(out, false)), ...prefixed("after_send_", "after-send: ", figuresAtLink(ms, path(out, true)))]);
    const loopback = [...figures(path(rounds, false), connectMs), ...prefixed("after_send_", "after-send: ", figures(path(rounds, true), connectMs).slice(1))];
    printReport("net", [...loopback, ...linkFigures, ...hiddenSideBySide(decks, options["hidden-runs"]), ...hidden], options.json, { rounds: rounds.length, games, link_ms: [0, ...links] });
    return 0;
  },
};

/** One ping and one action, timed on the same channel one after the other. */
interface Round {
  /** The sender's log synced its frame after sending it (SqliteMatchLog syncOutAfterSend), not before. */
  afterSend: boolean;
  ping: number;
  action: number;
  /** Where the action's time went, summed over both sides (ms). */
  parts: Record<Part, number>;
}

const PARTS = ["engine", "serialize", "hash", "log", "sign", "verify"] as const;
type Part = (typeof PARTS)[number];
const PART_LABELS: Record<Part, string> = {
  engine: "engine: apply and check the action (both sides)",
  serialize: "canonical JSON of the state (both sides)",
  hash: "SHA-256 of that JSON (both sides)",
  log: "durable log writes, SQLite synchronous=FULL (both sides)",
  sign: "encode and sign the action message",
  verify: "decode and verify the action message",
};

function figures(rounds: Round[], connectMs: number): Figure[] {
  const median = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 50);
  const p95 = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 95);
  const ping = rounds.map((r) => r.ping);
  const action = rounds.map((r) => r.action);
  const out: Figure[] = [
    { key: "connect_ms", label: "WebRTC connection through codes", value: connectMs, unit: "ms" },
    { key: "ping_p50_ms", label: "raw data-channel round trip, median", value: median(ping), unit: "ms" },
    { key: "ping_p95_ms", label: "raw data-channel round trip, p95", value: p95(ping), unit: "ms" },
    { key: "action_p50_ms", label: "signed action round trip (durable log, engine), median", value: median(action), unit: "ms" },
    { key: "action_p95_ms", label: "signed action round trip, p95", value: p95(action), unit: "ms" },
    { key: "ratio", label: "action / ping, medians of the same loop (goal: at most 1.5)", value: median(action) / median(ping), unit: "×" },
    // What cannot overlap, whatever is optimised: the sender writes its action durably before
    // sending it (log before send: a crash can never make it sign a second, different action
    // for the same place), signs it; the receiver verifies the signature and writes the action
    // durably before acknowledging it. Those four steps follow one another on every action's
    // round trip, on top of the two trips a ping also makes (the acknowledgement's own
    // signature and its check come on top, uncounted, so this floor is generous).
    { key: "ratio_floor", label: "lowest possible ratio: (ping + both durable writes + sign + verify) / ping", value: (median(ping) + median(rounds.map((r) => r.parts.log + r.parts.sign + r.parts.verify))) / median(ping), unit: "×" },
  ];
  for (const part of PARTS) {
    out.push({ key: `action_${part}_p50_ms`, label: `  of which ${PART_LABELS[part]}, median`, value: median(rounds.map((r) => r.parts[part])), unit: "ms" });
  }
  return out;
}

const prefixed = (key: string, label: string, fs: Figure[]): Figure[] => fs.map((f) => ({ ...f, key: key + f.key, label: label + f.label.trimStart() }));

/**
 * The same loop with `ms` of one-way delay on every frame (bench/link.ts): what a move costs over
 * a ping on a real link. Keys `link_<ms>ms_…`; the floor as for loopback, with this loop's ping.
 */
function figuresAtLink(ms: number, rounds: Round[]): Figure[] {
  const median = (xs: number[]) => percentile([...xs].sort((x, y) => x - y), 50);
  const ping = median(rounds.map((r) => r.ping));
  const action = median(rounds.map((r) => r.action));
  const k = `link_${ms}ms_`;
  return [
    { key: `${k}ping_p50_ms`, label: `${ms} ms one way: raw data-channel round trip, median`, value: ping, unit: "ms" },
    { key: `${k}action_p50_ms`, label: `${ms} ms one way: signed action round trip, median`, value: action, unit: "ms" },
    { key: `${k}ratio`, label: `${ms} ms one way: action / ping, medians of the same loop`, value: action / ping, unit: "×" },
    { key: `${k}ratio_floor`, label: `${ms} ms one way: lowest possible ratio (as for loopback)`, value: (ping + median(rounds.map((r) => r.parts.log + r.parts.sign + r.parts.verify))) / ping, unit: "×" },
  ];
}

/**
 * Hidden cards as the app runs them (protocol v2), `runs` times each:
 *
 * - shuffleMs: two real HiddenSides (hidden/side.ts), messages handed from one to the other in
 *   this process, from making their hellos (each side's 60 sealed cards and hash chain) to both
 *   libraries dealt (both sides' four steps for each) and the first player drawn;
 * - revealMs: one slot key sent (encoded), checked against its commitment and the card
 *   identified, to its owner (revealToOwner) and to the opponent (revealToOpponent: the sealed
 *   payloads tried), every slot of both shuffled libraries;
 * - handshakeMs: two PeerSessions with `hidden: engineHiddenGame` over memoryPair(), each with
 *   the app's SQLite log (synchronous=FULL), from attach to both sessions `playing`: hellos,
 *   commit and reveal, every message signed, verified and logged, both shuffles.
 */
export async function hiddenMatchFigures(decks: string[][], stores: readonly [MatchStore, MatchStore], runs: number): Promise<Figure[]> {
  const rand = (n: number) => new Uint8Array(randomBytes(n));
  const sixty = (cards: string[]) => Array.from({ length: 60 }, (_, i) => cards[i % cards.length]!);
  const [deckA, deckB] = [sixty(decks[0]!), sixty(decks[1]!)];
  const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);

  // Both libraries shuffled together by two real sides.
  const shuffles: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    const sides = [new HiddenSide({ you: "A", deck: deckA, rand, gameId: `bench${r}` }), new HiddenSide({ you: "B", deck: deckB, rand, gameId: `bench${r}` })] as const;
    for (let i = 0; !(sides[0].state && sides[1].state); i++) {
      let moved = false;
      for (const [from, to] of [[sides[0], sides[1]], [sides[1], sides[0]]] as const) {
        const m = from.outbox.shift();
        if (!m) continue;
        moved = true;
        to.receive(m);
      }
      for (const s of sides) (s.settle(), s.resume());
      if (!moved || i > 1000) throw new Error("bench net: the hidden sides stopped before the game started");
    }
    shuffles.push(performance.now() - t);
  }

  // Reveals, slot by slot, on both libraries shuffled (the same four steps the sides run).
  const owner: number[] = [];
  const opponent: number[] = [];
  for (const cards of [deckA, deckB]) {
    const deck = prepareDeck(cards, rand);
    const ownPoints = cardPoints(deck.secrets);
    const s1 = ownerLock(ownPoints, null, rand);
    const s2 = peerLock(s1.message, 60, null, rand);
    const s3 = ownerSlotKeys(s2.message, 60, s1.alpha, rand);
    const s4 = peerSlotKeys(s3.message, 60, s2.beta, rand);
    const lib = shuffledLibrary(s3.message, s4.message, 60);
    const [ownerLedger, peerLedger] = [new RevealLedger(), new RevealLedger()];
    for (let k = 0; k < 60; k++) {
      let t = performance.now();
      revealToOwner({ lib, k, slotId: `${k}`, ownKey: s3.keys[k]!, peerKeyHex: encodeScalar(s4.keys[k]!), ownPoints, ledger: ownerLedger });
      owner.push(performance.now() - t);
      t = performance.now();
      revealToOpponent({ lib, k, slotId: `${k}`, ownerKeyHex: encodeScalar(s3.keys[k]!), ownKey: s4.keys[k]!, deck: deck.public, ledger: peerLedger });
      opponent.push(performance.now() - t);
    }
  }
  const reveals = [...owner, ...opponent];

  // The whole hidden handshake through two peer sessions.
  const handshakes: number[] = [];
  for (let r = 0; r < runs; r++) handshakes.push(await hiddenHandshake(stores, [deckA, deckB]));

  const [sh, rv, hs] = [sorted(shuffles), sorted(reveals), sorted(handshakes)];
  const spread = (xs: number[]) => `${xs[0]!.toFixed(0)}–${xs.at(-1)!.toFixed(0)}`;
  return [
    { key: "shuffleMs", label: `hidden: two HiddenSides shuffle both libraries (hellos → first player), median of ${runs} (${spread(sh)} ms)`, value: percentile(sh, 50), unit: "ms" },
    { key: "shuffleMinMs", label: "  the same, fastest", value: sh[0]!, unit: "ms" },
    { key: "shuffleMaxMs", label: "  the same, slowest", value: sh.at(-1)!, unit: "ms" },
    { key: "revealMs", label: `hidden: one reveal (slot key checked, card identified), median of ${rv.length}`, value: percentile(rv, 50), unit: "ms" },
    { key: "revealP95Ms", label: "  the same, p95", value: percentile(rv, 95), unit: "ms" },
    { key: "revealToOwnerMs", label: "  to its owner (own points compared), median", value: percentile(sorted(owner), 50), unit: "ms" },
    { key: "revealToOpponentMs", label: "  to the opponent (sealed payloads tried), median", value: percentile(sorted(opponent), 50), unit: "ms" },
    { key: "handshakeMs", label: `hidden handshake, two PeerSessions (attach → both playing), median of ${runs} (${spread(hs)} ms)`, value: percentile(hs, 50), unit: "ms" },
    { key: "handshakeMinMs", label: "  the same, fastest", value: hs[0]!, unit: "ms" },
    { key: "handshakeMaxMs", label: "  the same, slowest", value: hs.at(-1)!, unit: "ms" },
  ];
}

/** One hidden handshake between two fresh PeerSessions over memoryPair(): attach → both playing (ms). */
function hiddenHandshake(stores: readonly [MatchStore, MatchStore], decks: [string[], string[]]): Promise<number> {
  const make = (role: "host" | "guest", store: MatchStore, deck: string[]) => {
    const row = store.create({ kind: "network", status: "handshake", mySeat: role === "host" ? "A" : "B", seats: {} as never, setup: null, engineVersion: engine.ENGINE_VERSION, rulesVersion: engineRules.version, role });
    return new PeerSession<engine.GameState, engine.Action>({
      identity: Identity.generate().identity,
      role,
      rules: engineRules,
      hidden: engineHiddenGame,
      local: { name: role, app: "bench", cards: "bench", deck, format: "freeform" },
      log: new SqliteMatchLog(store, row.id),
      ackDelayMs: 0,
    });
  };
  const sessions = [make("host", stores[0], decks[0]), make("guest", stores[1], decks[1])] as const;
  const [a, b] = memoryPair();
  return new Promise((resolve, reject) => {
    let t = 0;
    const done = (err: Error | null) => {
      const ms = performance.now() - t;
      offs.forEach((off) => off());
      sessions.forEach((s) => s.close());
      a.close();
      err ? reject(err) : resolve(ms);
    };
    const check = () => {
      if (sessions.every((s) => s.status === "playing")) done(null);
      else if (sessions.some((s) => s.status === "halted" || s.status === "finished")) done(new Error(`bench net: the hidden handshake stopped: ${JSON.stringify(sessions.map((s) => s.incidents))}`));
    };
    const offs = sessions.flatMap((s) => [s.on("ready", check), s.on("halted", check)]);
    t = performance.now();
    sessions[0].attach(a);
    sessions[1].attach(b);
  });
}

async function connectPair(): Promise<[Transport, Transport]> {
  const invitation = await createInvitation();
  const answer = await answerInvitation(invitation.code);
  const { transport } = await invitation.accept(answer.code);
  return [transport, await answer.connected];
}

/** Raw pings share the game's channel: their frames start with this byte, which no signed frame does. */
const RAW = 0xfe;

/** Splits `t` into the session's transport and a raw channel (frames tagged with RAW). */
function split(t: Transport): { session: Transport; raw: { send(b: Uint8Array): void; onMessage(h: (b: Uint8Array) => void): () => void } } {
  const session: Transport = {
    send: (bytes) => t.send(bytes),
    onMessage: (h) => t.onMessage((bytes) => bytes[0] !== RAW && h(bytes)),
    onClose: (h) => t.onClose(h),
    close: (reason) => t.close(reason),
    get isOpen() {
      return t.isOpen;
    },
  };
  const raw = {
    send: (bytes: Uint8Array) => t.send(bytes),
    onMessage: (h: (b: Uint8Array) => void) => t.onMessage((bytes) => bytes[0] === RAW && h(bytes)),
  };
  return { session, raw };
}

/** The engine as the session uses it, with each part of its work timed into `parts`. */
function timedRules(parts: Record<Part, number>): EngineRules {
  const timed = <T>(part: Part, f: () => T): T => {
    const t = performance.now();
    try {
      return f();
    } finally {
      parts[part] += performance.now() - t;
    }
  };
  return {
    ...engineRules,
    apply: (state, action) => timed("engine", () => engineRules.apply(state, action)),
    // engineRules.hash, in its two steps.
    hash: (state) => {
      const text = timed("serialize", () => engine.serialize(state));
      return timed("hash", () => createHash("sha256").update(text).digest("hex"));
    },
  };
}

function playRounds(ta: Transport, tb: Transport, stores: readonly [MatchStore, MatchStore], decks: string[][], random: SeededRandom, out: Round[], wanted: number): Promise<void> {
  const parts = Object.fromEntries(PARTS.map((p) => [p, 0])) as Record<Part, number>;
  const rules = timedRules(parts);
  const a = split(ta);
  const b = split(tb);
  b.raw.onMessage((bytes) => b.raw.send(bytes));
  const identities = new Map<"host" | "guest", Identity>();
  const logs: SqliteMatchLog[] = [];
  const make = (role: "host" | "guest", store: MatchStore, deck: string[]) => {
    const row = store.create({ kind: "network", status: "handshake", mySeat: role === "host" ? "A" : "B", seats: {} as never, setup: null, engineVersion: engine.ENGINE_VERSION, rulesVersion: rules.version, role });
    const log = new SqliteMatchLog(store, row.id);
    logs.push(log);
    const append = log.append.bind(log);
    log.append = (entry: LogEntry) => {
      const t = performance.now();
      append(entry);
      parts.log += performance.now() - t;
    };
    const identity = Identity.generate().identity;
    identities.set(role, identity);
    return new PeerSession<engine.GameState, engine.Action>({
      identity,
      role,
      rules,
      local: { name: role, app: "bench", cards: "bench", deck, format: "freeform" },
      log,
      ackDelayMs: 0,
    });
  };
  const sessions = [make("host", stores[0], decks[0]!), make("guest", stores[1], decks[1]!)];

  const ping = (): Promise<number> =>
    new Promise((resolve) => {
      const payload = new Uint8Array(64);
      payload[0] = RAW;
      const t = performance.now();
      const off = a.raw.onMessage(() => (off(), resolve(performance.now() - t)));
      a.raw.send(payload);
    });

  return new Promise((resolve, reject) => {
    const finish = () => {
      sessions.forEach((s) => s.close());
      ta.close();
      tb.close();
      resolve();
    };
    let busy = false;
    const round = async () => {
      if (busy) return;
      const mover = sessions.find((s) => s.state && s.status === "playing" && engineRules.whoMayAct(s.state) === s.seat);
      if (out.length >= wanted || sessions.some((s) => s.status === "finished" || s.status === "halted")) return finish();
      if (!mover) return;
      busy = true;
      const pingMs = await ping();
      const legal = engine.legalActionList(mover.state!, mover.seat);
      for (const p of PARTS) parts[p] = 0;
      const afterSend = out.length % 2 === 1;
      for (const log of logs) log.syncOutAfterSend = afterSend;
      const t = performance.now();
      const r = mover.submit(legal[Math.floor(random.next() * legal.length)]!);
      if (!r.ok) return reject(new Error(r.rejection.message));
      const off = mover.on("acknowledged", (seq) => {
        if (seq < r.seq) return;
        off();
        const actionMs = performance.now() - t;
        const partsNow = { ...parts };
        // Signing and verifying happen inside the sessions; they are timed here on the frame
        // that was sent: encoding and signing it again, then decoding and verifying it.
        const sent = [...mover.log.entries()].reverse().find((e) => e.kind === "message" && e.direction === "out" && e.seq === r.seq);
        if (sent) {
          const t1 = performance.now();
          const decoded = decodeMessage(sent.frame);
          verifyMessage(decoded);
          partsNow.verify = performance.now() - t1;
          const { v: _v, author: _author, ...payload } = decoded.payload;
          const t2 = performance.now();
          encodeMessage(identities.get(mover === sessions[0] ? "host" : "guest")!, payload);
          partsNow.sign = performance.now() - t2;
        }
        out.push({ afterSend, ping: pingMs, action: actionMs, parts: partsNow });
        busy = false;
        setImmediate(() => void round());
      });
    };
    for (const s of sessions) s.on("ready", () => setImmediate(() => void round()));
    sessions[0]!.attach(a.session);
    sessions[1]!.attach(b.session);
  });
}
