/**
 * Computer-vs-computer network matches under seeded faults, over the in-memory transport: the
 * real peer sessions, signed messages and rules engine, with a network that delays, jitters,
 * loses, duplicates and reorders messages, drops the connection (which is then resumed), and
 * kills one side (which restarts from its log). Every game must end on both sides with the
 * same result and final state, and every action one side logged as sent must be in the other
 * side's log exactly once. `moxen selfplay --faults` runs it.
 */
import type { Action, GameState } from "../../../engine/index";
import { createAiPlayer } from "../ai/player";
import type { AiKind, AiPlayer } from "../ai/types";
import { driveWithAi } from "./ai-driver";
import { engineRulesWithTurnCap } from "./engine-rules";
import { engineHiddenGame } from "./hidden/play";
import { withFaults, type FaultyTransport } from "./faulty-transport";
import { Identity } from "./identity";
import { MemoryMatchLog, type MatchLog } from "./match-log";
import { memoryPair } from "./memory-transport";
import { PeerSession } from "./peer-session";
import { SeededRandom } from "./seeded-random";

export interface FaultRunOptions {
  games: number;
  seed: number;
  decks: [string[], string[]];
  ai: [AiKind, AiKind];
  /** A game still going after this turn is a draw (both sides use the same rules). */
  turnCap: number;
  /** Games in flight at once (they mostly wait on timers). */
  concurrency?: number;
  /** A game that makes no progress for this long has stalled (counted as not completed). */
  gameTimeoutMs?: number;
  onGame?: (done: number, game: FaultGameResult) => void;
}

export interface FaultGameResult {
  seed: number;
  completed: boolean;
  desync: boolean;
  lostActions: number;
  duplicatedActions: number;
  resumes: number;
  /** Why it did not complete, if it did not. */
  problem?: string;
  result?: { winner: string; reason: string };
}

export interface FaultRunReport {
  games: number;
  completed: number;
  desyncs: number;
  lostActions: number;
  duplicatedActions: number;
  resumes: number;
  /** The seeds of games that did not complete, with why. */
  failures: { seed: number; problem: string }[];
}

/** One side of a match: its identity and log survive a kill; the session and driver do not. */
interface Side {
  identity: Identity;
  role: "host" | "guest";
  deck: string[];
  log: MatchLog;
  ai: AiPlayer;
  session: PeerSession<GameState, Action> | null;
  stopDriving: () => void;
}

const RETRANSMIT_MS = 40;

export async function runFaultGames(o: FaultRunOptions): Promise<FaultRunReport> {
  const report: FaultRunReport = { games: o.games, completed: 0, desyncs: 0, lostActions: 0, duplicatedActions: 0, resumes: 0, failures: [] };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < o.games) {
      const seed = o.seed + next++;
      const g = await runFaultGame(seed, o);
      done++;
      if (g.completed) report.completed++;
      else report.failures.push({ seed, problem: g.problem ?? "did not complete" });
      if (g.desync) report.desyncs++;
      // Only a game that ended can have lost an action for good (in an unfinished one, the
      // last messages may still be on their way): it is counted as not completed instead.
      if (g.completed || finishedBoth(g)) {
        report.lostActions += g.lostActions;
        report.duplicatedActions += g.duplicatedActions;
      }
      report.resumes += g.resumes;
      o.onGame?.(done, g);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 16) }, worker));
  return report;
}

/** Both sides ended the game (whatever else went wrong). */
function finishedBoth(g: FaultGameResult): boolean {
  return !!g.problem && g.problem.startsWith("logs or results differ");
}

export async function runFaultGame(seed: number, o: Pick<FaultRunOptions, "decks" | "ai" | "turnCap" | "gameTimeoutMs">): Promise<FaultGameResult> {
  const random = new SeededRandom(`faults/${seed}`);
  const rules = engineRulesWithTurnCap(o.turnCap);
  const sides: [Side, Side] = (["host", "guest"] as const).map((role, i) => ({
    identity: Identity.generate().identity,
    role,
    deck: o.decks[i]!,
    log: new MemoryMatchLog(),
    ai: createAiPlayer(o.ai[i]!, { inline: true, seed: seed * 2 + i, deck: o.decks[i]!, opponentDeck: o.decks[1 - i]! }),
    session: null,
    stopDriving: () => {},
  })) as unknown as [Side, Side];
  const errors: string[] = [];
  let resumes = 0;
  let transports: [FaultyTransport, FaultyTransport] | null = null;

  const start = (side: Side) => {
    const session = new PeerSession<GameState, Action>({
      identity: side.identity, role: side.role, rules, hidden: engineHiddenGame, log: side.log, retransmitMs: RETRANSMIT_MS, ackDelayMs: 5,
      local: { name: side.role === "host" ? "Alice" : "Bob", app: "fault-run", cards: "fault-run", deck: side.deck },
    });
    side.session = session;
    side.stopDriving = driveWithAi(session, side.ai, (e) => errors.push(`${side.role}: ${e.message}`));
  };
  // A network that delays (with jitter), loses 10%, duplicates and reorders, in both directions.
  const connect = () => {
    const [a, b] = memoryPair();
    const plan = (dir: string) => ({ seed: `${seed}/${dir}/${resumes}`, drop: 0.1, duplicate: 0.05, reorder: 0.05, delayMs: [0, 4] as [number, number] });
    transports = [withFaults(a, plan("ab")), withFaults(b, plan("ba"))];
    sides[0].session!.attach(transports[0]);
    sides[1].session!.attach(transports[1]);
  };

  for (const side of sides) start(side);
  connect();

  // Over once both results are confirmed and each side has audited the other's secrets.
  const finished = () => sides.every((s) => s.session!.status === "finished" && s.session!.peerResult !== null && s.session!.audit !== null);
  const stopped = () => sides.some((s) => s.session!.status === "halted");
  // Disruptions at random points of the game (every few dozen messages, not by the clock, so
  // that a busy machine sees the same game): a dropped connection, then resumed, and now and
  // then a killed side, restarted from its log and reconnected. A game that makes no progress
  // for `gameTimeoutMs` has stalled.
  const progress = () => sides[0].log.entries().length + sides[1].log.entries().length;
  let nextDisruption = progress() + random.int(30, 150);
  let lastProgress = progress();
  let lastProgressAt = Date.now();
  while (!finished() && !stopped() && errors.length === 0) {
    await sleep(5);
    const now = progress();
    if (now !== lastProgress) {
      lastProgress = now;
      lastProgressAt = Date.now();
    } else if (Date.now() - lastProgressAt > (o.gameTimeoutMs ?? 30_000)) break;
    if (now < nextDisruption) continue;
    nextDisruption = now + random.int(30, 150);
    resumes++;
    transports![0].cut();
    if (random.chance(0.3)) {
      const victim = sides[random.int(0, 1)]!;
      victim.stopDriving();
      victim.session!.close();
      start(victim); // rebuilt from its log, as after a crash
    }
    await sleep(random.int(0, 20));
    connect();
  }
  // Let the last acknowledgements and results settle.
  for (let i = 0; i < 50 && !finished() && !stopped() && errors.length === 0; i++) await sleep(10);

  const [a, b] = sides.map((s) => s.session!) as [PeerSession<GameState, Action>, PeerSession<GameState, Action>];
  const desync = sides.some((s) => s.session!.desync !== null || s.session!.haltReason?.code === "desync");
  const counts = compareLogs(sides[0].log, sides[1].log);
  for (const s of sides) {
    s.stopDriving();
    s.session!.close();
  }
  const auditsClean = finished() && a.audit!.clean && b.audit!.clean;
  const completed = finished() && !desync && auditsClean && a.result!.finalHash === b.result!.finalHash && counts.lost === 0 && counts.duplicated === 0;
  const problem = completed ? undefined : whyNot();
  function whyNot(): string {
    if (errors[0]) return errors[0];
    if (stopped()) return `halted: ${(a.haltReason ?? b.haltReason)!.message}`;
    if (!finished()) return `not finished in time (${a.status}/${b.status})`;
    if (desync) return "desync";
    if (!auditsClean) return `an audit is not clean: ${JSON.stringify([a.audit, b.audit])}`;
    return `logs or results differ (${counts.lost} lost, ${counts.duplicated} duplicated)`;
  }
  return {
    seed, completed, desync, lostActions: counts.lost, duplicatedActions: counts.duplicated, resumes,
    ...(problem ? { problem } : {}),
    ...(a.result ? { result: { winner: a.result.winner, reason: a.result.reason } } : {}),
  };
}

/**
 * Actions one side sent that the other never logged (lost), and actions logged more than once
 * by a receiver (duplicated), compared by message id.
 */
export function compareLogs(host: MatchLog, guest: MatchLog): { lost: number; duplicated: number } {
  let lost = 0;
  let duplicated = 0;
  for (const [from, to] of [[host, guest], [guest, host]] as const) {
    const received = new Map<string, number>();
    for (const e of to.entries()) if (e.kind === "message" && e.direction === "in" && e.type === "action") received.set(e.id, (received.get(e.id) ?? 0) + 1);
    for (const n of received.values()) if (n > 1) duplicated += n - 1;
    for (const e of from.entries()) if (e.kind === "message" && e.direction === "out" && e.type === "action" && !received.has(e.id)) lost++;
  }
  return { lost, duplicated };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
