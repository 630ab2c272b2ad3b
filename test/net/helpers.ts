/**
 * Shared helpers for the network tests: identities, sessions, auto-play, waiting.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Identity } from "../../app/host/net/identity";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import type { GameRules } from "../../app/host/net/game-rules";
import { HiddenSide, type HiddenMessage } from "../../app/host/net/hidden/side";
import { legalActionList, type Action, type GameState, type PlayerId, type Rules } from "../../engine/index";
import { seededBytes } from "./seeded-bytes";
import type { SessionEvents } from "../../app/host/net/session-types";
import { chooseMove, countingGame, type CountingAction, type CountingState } from "./fixtures/counting-game";

export type CountingSession = PeerSession<CountingState, CountingAction>;

export const newIdentity = (): Identity => Identity.generate().identity;

export const DECK_A = ["Mountain", "Mountain", "Lightning Bolt"];
export const DECK_B = ["Island", "Island", "Counterspell"];

export function countingSession(
  role: "host" | "guest",
  overrides: Partial<PeerSessionOptions<CountingState, CountingAction>> & { rules?: GameRules<CountingState, CountingAction> } = {},
): CountingSession {
  return new PeerSession<CountingState, CountingAction>({
    role,
    local: { name: role === "host" ? "Alice" : "Bob", app: "0.1.0", cards: "cards-test", deck: role === "host" ? DECK_A : DECK_B },
    retransmitMs: 200,
    ackDelayMs: 10,
    ...overrides,
    identity: overrides.identity ?? newIdentity(),
    rules: overrides.rules ?? countingGame(),
  });
}

/** Makes the session play its own moves with the fixture AI whenever it may act. */
export function autoPlay(session: CountingSession, rules = countingGame()): () => void {
  const move = () =>
    setImmediate(() => {
      const state = session.state;
      if (session.status !== "playing" || !state || rules.whoMayAct(state) !== session.seat) return;
      const r = session.submit(chooseMove(state, session.seat));
      if (!r.ok) throw new Error(`AI move refused: ${r.rejection.message}`);
    });
  const offs = [session.on("ready", move), session.on("state", move)];
  move();
  return () => offs.forEach((off) => off());
}

/** Resolves when `predicate` holds (checked now and after every session event). */
export function waitFor<S>(sessions: PeerSession<S, never>[] | PeerSession<S, any>[], predicate: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  return new Promise((resolve, reject) => {
    const events: (keyof SessionEvents<S>)[] = ["ready", "state", "rejected", "halted", "desync", "chat", "finished", "confirmed", "disconnected", "audit"];
    const offs: (() => void)[] = [];
    const done = (err?: Error) => {
      clearTimeout(timer);
      clearInterval(poll);
      offs.forEach((o) => o());
      err ? reject(err) : resolve();
    };
    const check = () => {
      if (predicate()) done();
    };
    const timer = setTimeout(() => done(new Error(`timed out waiting for ${what}`)), timeoutMs);
    const poll = setInterval(check, 25);
    for (const s of sessions as PeerSession<S, any>[]) for (const e of events) offs.push(s.on(e, () => setImmediate(check)));
    check();
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

import { memoryPair } from "../../app/host/net/memory-transport";
import type { Transport } from "../../app/host/net/transport";

/**
 * A man in the middle between two sessions: records what B sends to A, can alter or hold
 * it, and can inject arbitrary bytes into A — an attacker on the wire.
 */
export class Tap {
  readonly a: Transport;
  readonly b: Transport;
  /** Every frame B sent towards A, as sent. */
  readonly fromB: Uint8Array[] = [];
  /** Return a replacement frame, or null to swallow it. */
  onBtoA: ((bytes: Uint8Array) => Uint8Array | null) | null = null;
  private toASide: Transport;

  constructor() {
    const [a, aSide] = memoryPair();
    const [b, bSide] = memoryPair();
    this.a = a;
    this.b = b;
    this.toASide = aSide;
    aSide.onMessage((bytes) => bSide.send(bytes));
    bSide.onMessage((bytes) => {
      this.fromB.push(bytes);
      const out = this.onBtoA ? this.onBtoA(bytes) : bytes;
      if (out) aSide.send(out);
    });
  }

  /** Delivers bytes to A as if they came from B. */
  injectToA(bytes: Uint8Array): void {
    this.toASide.send(bytes);
  }
}

/** Plays one move for whichever of the two sessions may act. */
export function playOneMove(a: CountingSession, b: CountingSession, rules = countingGame()): void {
  const state = a.state!;
  const mover = rules.whoMayAct(state) === a.seat ? a : b;
  const r = mover.submit(chooseMove(mover.state!, mover.seat));
  if (!r.ok) throw new Error(r.rejection.message);
}

/**
 * Whether the match was stopped by the peer's message: halted (no result), or lost by the peer by
 * forfeit (a signed message that breaks the protocol: the result is recorded, issue 29).
 */
export function stopped(s: PeerSession<any, any>): boolean {
  return s.status === "halted" || (s.status === "finished" && s.forfeited !== null);
}

/** The incident that stopped the match: the halt, or the peer's forfeit. */
export function stopReason(s: PeerSession<any, any>): import("../../app/host/net/session-types").Incident | null {
  return s.haltReason ?? s.forfeited;
}

/** The peer lost by forfeit here: the result is ours, with the reason. */
export function assertForfeit(s: PeerSession<any, any>, reason = "forfeit"): void {
  if (s.status !== "finished" || !s.result || s.result.winner !== s.seat || s.result.reason !== reason) {
    throw new Error(`expected the peer to lose by ${reason}; status ${s.status}, result ${JSON.stringify(s.result)}, halt ${JSON.stringify(s.haltReason)}`);
  }
}

/** Each of the two sessions has received every message the other has sent. */
export function inStep(a: PeerSession<any, any>, b: PeerSession<any, any>): boolean {
  return a.heads.theirs === b.heads.mine && b.heads.theirs === a.heads.mine;
}

/**
 * The end of an honest match between two sessions: no incident on either side, the copies agree
 * on everything public, and once `a` concedes (if still playing) both audits are clean; then both close.
 */
export async function endsClean(a: PeerSession<any, any>, b: PeerSession<any, any>, auditMs = 30_000): Promise<void> {
  assert.deepEqual(a.incidents, []);
  assert.deepEqual(b.incidents, []);
  assert.equal(a.stateHash, b.stateHash, "the copies agree on everything public");
  if (a.status === "playing") a.concede();
  await waitFor([a, b], () => a.audit !== null && b.audit !== null, auditMs, "both audits");
  assert.deepEqual(a.audit, { clean: true });
  assert.deepEqual(b.audit, { clean: true });
  a.close();
  b.close();
}

/** A built-in deck of resources/decks/ (e.g. "red-green-beats.txt"), one name per card. */
export function starterDeck(file: string): string[] {
  const text = readFileSync(join(import.meta.dirname, "../../resources/decks", file), "utf8");
  return text.split("\n").flatMap((line) => {
    const m = /^(\d+)\s+(.+?)\s*$/.exec(line);
    return m ? Array.from({ length: Number(m[1]) }, () => m[2]!) : [];
  });
}

/**
 * Carries two hidden-card sides' messages to each other until both are quiet (each side settles
 * and resumes after every round). `received` collects what each side got; `tamper` may change a
 * message on its way (an attack).
 */
export function deliverHidden(
  sides: Record<"A" | "B", HiddenSide>,
  { received, tamper, rounds = 2000 }: { received?: Record<"A" | "B", HiddenMessage[]>; tamper?: (from: "A" | "B", m: HiddenMessage) => HiddenMessage; rounds?: number } = {},
): void {
  for (let i = 0; i < rounds; i++) {
    let moved = false;
    for (const [from, to] of [["A", "B"], ["B", "A"]] as const) {
      const sent = sides[from].outbox.shift();
      if (!sent) continue;
      moved = true;
      const m = tamper ? tamper(from, sent) : sent;
      received?.[to].push(m);
      sides[to].receive(m);
    }
    for (const p of ["A", "B"] as const) { sides[p].settle(); sides[p].resume(); }
    if (!moved) return;
  }
  throw new Error("the sides kept talking");
}

/** Two hidden-card sides of a seeded game (`seeds`: each side's randomness), hellos and first shuffles delivered. */
export function seededHiddenSides(decks: Record<PlayerId, string[]>, seeds: Record<PlayerId, string>, gameId: string, rules: Partial<Rules> = { ante: true }): Record<PlayerId, HiddenSide> {
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: decks.A, rand: seededBytes(seeds.A), gameId, rules }),
    B: new HiddenSide({ you: "B", deck: decks.B, rand: seededBytes(seeds.B), gameId, rules }),
  };
  deliverHidden(sides);
  return sides;
}

/**
 * One seeded random move of whoever must act (both copies must agree who): an option `special`
 * picks first, else a cast, activation or land two times in three; delivered, and the public
 * hashes compared. Returns the next pick, or null when nobody may act or the game is over.
 */
export function randomHiddenMove(sides: Record<PlayerId, HiddenSide>, pick: number, special: (a: Action, own: GameState) => boolean, step: number): number | null {
  const mover = sides.A.mustAct();
  assert.equal(mover, sides.B.mustAct());
  if (!mover || sides.A.state!.outcome) return null;
  const own = sides[mover].state!;
  const legal = legalActionList(own, mover).filter((a: Action) => a.type !== "concede" && a.type !== "mulligan");
  const active = legal.filter((a) => a.type === "cast" || a.type === "activate" || a.type === "play");
  const first = legal.filter((a) => special(a, own));
  const next = (pick * 1103515245 + 12345) % 2147483648;
  const from = first.length ? first : active.length && next % 3 !== 0 ? active : legal;
  sides[mover].act(from[next % from.length]!);
  sides[mover].settle();
  sides[mover].resume();
  deliverHidden(sides);
  assert.equal(sides.A.hash(), sides.B.hash(), `step ${step}: the copies agree in public`);
  return next;
}
