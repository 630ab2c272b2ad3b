/**
 * `moxen selfplay --p2p`: computer against computer, each in its own process, connected by
 * real loopback WebRTC through invite/answer codes — the whole network path, end to end.
 * `moxen selfplay --faults`: many such matches in one process over the in-memory transport,
 * with seeded network faults, dropped connections and killed sides (app/host/net/fault-run.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { DEFAULT_TURN_CAP } from "../../host/ai/match-runner";
import { AI_KINDS, type AiKind } from "../../host/ai/types";
import { runFaultGames } from "../../host/net/fault-run";
import { resolveDeck } from "../../host/play/decks";
import { parseArgs, UsageError } from "../args";
import type { Command } from "../command";

interface PeerDone {
  seed: string;
  winner: string;
  reason: string;
  turns: number;
  hash: string;
  /** The audit of the other side's secrets: "clean", "none" (not shown in time) or what was found. */
  audit: string;
}

export const selfplayCommand: Command = {
  name: "selfplay",
  summary: "Computer vs computer over real WebRTC between two processes (--p2p), or under seeded network faults (--faults)",
  usage: `Usage: moxen selfplay --p2p [--games N] [--seed S] [--decks A,B] [--ai X,Y] [--turn-cap T] [--json]
       moxen selfplay --faults [--games N] [--seed S] [--decks A,B] [--ai X,Y] [--turn-cap T] [--concurrency C] [--json]

--faults plays the matches in this process over the in-memory transport, each through a
network that delays (with jitter), loses 10% of messages, duplicates and reorders them, and
drops the connection every few dozen messages (then resumes it); now and then one side is
killed and restarts from its log. Each game must end the same on both sides, with every
action delivered exactly once. Prints {games, completed, desyncs, lostActions,
duplicatedActions, resumes} (and the failures); exits non-zero unless every game completed.
--seed seeds the faults and the computer players (game i uses S+i).

--p2p runs each game between two peers in two separate processes (moxen peer host/join), connected
over loopback WebRTC through invite and answer codes, each side played by a computer player.
Prints each game's result and both sides' final state hashes, which must be equal, and each
side's audit of the other's secrets (hidden hands and libraries), which must be clean.

The libraries are shuffled together by the two peers (mental poker), as in any network match,
so every game differs; --seed only seeds the computer players' own choices.

  --p2p           two processes over real WebRTC
  --faults        in this process, under seeded faults (see above)
  --concurrency C --faults: games in flight at once (default 8)
  --games N       games to play (default 1)
  --seed S        seed of the computer players' choices (default 1; game i uses S+i)
  --decks A,B     decks of the two peers (default red-green-beats,white-blue-skies)
  --ai X,Y        beginner | heuristic | strong | random (default heuristic,heuristic)
  --turn-cap T    a game still going after turn T is a draw (default ${DEFAULT_TURN_CAP})
  --json          one JSON object per game: {"seed","winner","turns","hashes":[hashA,hashB],"audits":[auditA,auditB]}`,

  async run(argv) {
    const { options } = parseArgs(argv, {
      p2p: { type: "boolean", default: false },
      faults: { type: "boolean", default: false },
      concurrency: { type: "int", min: 1, max: 64, default: 8 },
      games: { type: "int", min: 1, max: 10_000, default: 1 },
      seed: { type: "int", default: 1 },
      decks: { type: "string", default: "red-green-beats,white-blue-skies" },
      ai: { type: "string", default: "heuristic,heuristic" },
      "turn-cap": { type: "int", min: 1, max: 10_000, default: DEFAULT_TURN_CAP },
      json: { type: "boolean", default: false },
    });
    if (options.p2p === options.faults) throw new UsageError("choose --p2p or --faults (for local computer games use moxen sim)");
    const decks = pair(options.decks, "--decks");
    const ai = pair(options.ai, "--ai");
    for (const k of ai) if (!AI_KINDS.includes(k as never)) throw new UsageError(`--ai: unknown AI "${k}" (beginner, heuristic, strong or random)`);
    if (options.faults) return runFaults({ ...options, decks, ai: ai as [AiKind, AiKind] });

    const root = mkdtempSync(join(tmpdir(), "moxen-selfplay-"));
    let failures = 0;
    try {
      for (let g = 0; g < options.games; g++) {
        const common = ["--machine", "--turn-cap", String(options["turn-cap"]), "--seed", String(options.seed + g)];
        try {
          const [a, b] = await playOne(
            ["peer", "host", "--deck", decks[0], "--ai", ai[0], "--name", "Selfplay A", "--data-dir", join(root, "a"), ...common],
            (invite) => ["peer", "join", invite, "--deck", decks[1], "--ai", ai[1], "--name", "Selfplay B", "--data-dir", join(root, "b"), ...common],
          );
          const same = a.hash === b.hash && a.winner === b.winner && a.seed === b.seed;
          const audited = a.audit === "clean" && b.audit === "clean";
          if (!same || !audited) failures++;
          if (options.json) {
            console.log(JSON.stringify({ seed: a.seed, winner: a.winner, turns: a.turns, hashes: [a.hash, b.hash], audits: [a.audit, b.audit] }));
          } else {
            const who = a.winner === "draw" ? "draw" : `${a.winner} (${a.winner === "A" ? `${decks[0]}, ${ai[0]}` : `${decks[1]}, ${ai[1]}`}) won`;
            console.log(`game ${g + 1}: ${who} (${a.reason}) after ${a.turns} turns; seed ${a.seed.slice(0, 16)}…`);
            console.log(`  final hashes ${a.hash.slice(0, 16)}… ${same ? "=" : "≠"} ${b.hash.slice(0, 16)}…${same ? "" : "  DESYNC"}`);
            console.log(`  audits (each side of the other's secrets): ${a.audit}, ${b.audit}`);
          }
        } catch (e) {
          failures++;
          if (options.json) console.log(JSON.stringify({ game: g + 1, error: (e as Error).message }));
          else console.error(`game ${g + 1}: ${(e as Error).message}`);
        }
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    return failures === 0 ? 0 : 1;
  },
};

async function runFaults(o: { games: number; seed: number; decks: [string, string]; ai: [AiKind, AiKind]; "turn-cap": number; concurrency: number; json: boolean }): Promise<number> {
  const cards = o.decks.map((d, i) => {
    try {
      return resolveDeck(d).cards;
    } catch (e) {
      throw new UsageError(`--decks: ${i === 0 ? "first" : "second"} deck: ${(e as Error).message}`);
    }
  }) as [string[], string[]];
  const started = performance.now();
  const report = await runFaultGames({
    games: o.games, seed: o.seed, decks: cards, ai: o.ai, turnCap: o["turn-cap"], concurrency: o.concurrency,
    onGame: (done, g) => {
      if (o.json) return;
      const line = g.completed ? `${g.result!.winner === "draw" ? "draw" : `${g.result!.winner} won`} (${g.result!.reason}), ${g.resumes} resumes` : `FAILED: ${g.problem}`;
      console.log(`game ${done}/${o.games} (seed ${g.seed}): ${line}`);
    },
  });
  const summary = { games: report.games, completed: report.completed, desyncs: report.desyncs, lostActions: report.lostActions, duplicatedActions: report.duplicatedActions, resumes: report.resumes };
  if (o.json) console.log(JSON.stringify({ ...summary, failures: report.failures }));
  else {
    console.log(`moxen selfplay --faults: ${summary.completed} of ${summary.games} games completed, ${summary.desyncs} desyncs, ${summary.lostActions} lost and ${summary.duplicatedActions} duplicated actions, ${summary.resumes} resumes (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    for (const f of report.failures.slice(0, 20)) console.log(`  seed ${f.seed}: ${f.problem}`);
  }
  const clean = report.completed === report.games && report.desyncs === 0 && report.lostActions === 0 && report.duplicatedActions === 0;
  return clean ? 0 : 1;
}

function pair(value: string, flag: string): [string, string] {
  const parts = value.split(",").map((s) => s.trim());
  if (parts.length !== 2 || parts.some((p) => !p)) throw new UsageError(`${flag} takes two values separated by a comma`);
  return parts as [string, string];
}

/** Starts `moxen <args>` as a child with the same runtime flags (tsx under sources). */
function moxen(args: string[]): { child: ChildProcess; next(): Promise<Record<string, unknown>> } {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...args], { stdio: ["pipe", "pipe", "inherit"] });
  const queue: Record<string, unknown>[] = [];
  const waiters: ((m: Record<string, unknown>) => void)[] = [];
  const push = (m: Record<string, unknown>) => (waiters.length ? waiters.shift()!(m) : queue.push(m));
  createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      /* not one of our lines */
    }
  });
  child.on("exit", (code) => push({ error: `peer process exited (code ${code}) before finishing` }));
  return { child, next: () => new Promise((resolve) => (queue.length ? resolve(queue.shift()!) : waiters.push(resolve))) };
}

async function playOne(hostArgs: string[], guestArgs: (invite: string) => string[], timeoutMs = 600_000): Promise<[PeerDone, PeerDone]> {
  const host = moxen(hostArgs);
  let guest: ReturnType<typeof moxen> | null = null;
  const timer = setTimeout(() => {
    host.child.kill();
    guest?.child.kill();
  }, timeoutMs);
  try {
    const first = await host.next();
    if (typeof first.invite !== "string") throw new Error(`host: ${String(first.error ?? "no invite code")}`);
    guest = moxen(guestArgs(first.invite));
    const answer = await guest.next();
    if (typeof answer.answer !== "string") throw new Error(`guest: ${String(answer.error ?? "no answer code")}`);
    host.child.stdin!.write(JSON.stringify({ answer: answer.answer }) + "\n");
    const [a, b] = await Promise.all([host.next(), guest.next()]);
    for (const [side, m] of [["host", a], ["guest", b]] as const) if (!m.done) throw new Error(`${side}: ${String(m.error ?? "no result")}`);
    return [a.done as PeerDone, b.done as PeerDone];
  } finally {
    clearTimeout(timer);
    host.child.stdin!.end();
    guest?.child.stdin!.end();
  }
}
