/**
 * createAiPlayer(kind, opts): a computer player the match host and `moxen sim` talk to.
 * By default it thinks in a worker thread (node:worker_threads) running its own engine; with
 * `inline: true` it thinks in the calling thread (tests, or where workers are unavailable).
 * A decision can be cancelled with an AbortSignal: the promise rejects with AiCancelled at once,
 * and a search in progress stops at its next check.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Action, GameState, PlayerView } from "../../../engine/index";
import { createBrain, DEFAULT_BUDGET_MS } from "./brain";
import type { TraceEntry } from "./trace";
import { AiCancelled, type AiKind, type AiKnowledge, type AiOptions, type AiPlayer } from "./types";

/**
 * The thinking time from which a decision is made in a worker thread. Below it the hop costs
 * more than it saves: the random and heuristic players decide in about 0.2 ms (p95 under 1 ms),
 * and sending the view to a worker and back took 1–1.5 ms a decision (moxen sim: 1.7 games a
 * second through workers, 9.5 in this thread, the same games). The strong player searches for
 * up to its budget, so it thinks in a worker and the host stays responsive meanwhile.
 */
export const WORKER_THRESHOLD_MS = 50;

/** Whether a player of this kind thinks in a worker when `inline` is not set either way. */
export function thinksInWorker(kind: AiKind, opts: AiOptions = {}): boolean {
  return kind === "strong" && (opts.budgetMs ?? DEFAULT_BUDGET_MS) >= WORKER_THRESHOLD_MS;
}

export function createAiPlayer(kind: AiKind, opts: AiOptions = {}): AiPlayer {
  if (opts.inline ?? !thinksInWorker(kind, opts)) return inlinePlayer(kind, opts);
  if (!workerEntryExists()) {
    // A bundle without the worker entry (see scripts/build.mjs): think in this thread instead.
    warnOnce("moxen: AI worker entry not found next to the bundle; computer players think in the main thread");
    return inlinePlayer(kind, opts);
  }
  return workerPlayer(kind, opts);
}

let warned = false;
function warnOnce(message: string): void {
  if (!warned) process.emitWarning(message);
  warned = true;
}

function workerEntryExists(): boolean {
  const here = import.meta.url;
  if (here.endsWith(".ts")) return true;
  return existsSync(fileURLToPath(new URL("./worker.js", here)));
}

function inlinePlayer(kind: AiKind, opts: AiOptions): AiPlayer {
  const brain = createBrain(kind, opts);
  return {
    kind,
    newGame: (k?: AiKnowledge) => brain.newGame(k),
    decide(view: PlayerView, legal: Action[], signal?: AbortSignal, o?: { budgetMs?: number; known?: GameState }): Promise<Action> {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(new AiCancelled());
        // Yield once so that the caller's event loop turns before a long think.
        setImmediate(() => {
          if (signal?.aborted) return reject(new AiCancelled());
          try {
            const a = brain.decide({ view, legal, known: o?.known, budgetMs: o?.budgetMs ?? opts.budgetMs }, () => !!signal?.aborted);
            if (signal?.aborted) reject(new AiCancelled());
            else resolve(a);
          } catch (e) {
            reject(e);
          }
        });
      });
    },
    close: async () => {},
  };
}

/** Starts the worker; under tsx (TypeScript sources) it first registers tsx inside the worker. */
export function spawnWorker(workerData: unknown): Worker {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const entry = new URL("./worker.ts", here).href;
    const tsx = import.meta.resolve("tsx/esm/api");
    const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(code, { eval: true, workerData });
  }
  return new Worker(new URL("./worker.js", here), { workerData });
}

interface Pending {
  resolve(a: Action): void;
  reject(e: unknown): void;
  cleanup(): void;
}

function workerPlayer(kind: AiKind, opts: AiOptions): AiPlayer {
  const control = new SharedArrayBuffer(4);
  const flags = new Int32Array(control);
  const workerOpts: AiOptions = { ...opts, inline: undefined, trace: undefined };
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let failure: Error | null = null;
  let queued: { type: "newGame"; knowledge?: AiKnowledge }[] = [];

  const failAll = (e: Error) => {
    for (const p of pending.values()) { p.cleanup(); p.reject(e); }
    pending.clear();
  };
  const refresh = () => { if (worker) (pending.size ? worker.ref() : worker.unref()); };
  const ensure = (): Worker => {
    if (worker) return worker;
    const w = spawnWorker({ kind, opts: workerOpts, control, explain: !!opts.trace });
    w.on("message", (m: { type: string; id: number; action?: Action; message?: string; trace?: TraceEntry[] }) => {
      const p = pending.get(m.id);
      if (!p) return; // cancelled: the answer is no longer wanted
      pending.delete(m.id);
      for (const e of m.trace ?? []) opts.trace?.(e);
      p.cleanup();
      if (m.type === "result") p.resolve(m.action!);
      else p.reject(new Error(`AI worker failed: ${m.message}`));
      refresh();
    });
    w.on("error", (e) => { failure = e instanceof Error ? e : new Error(String(e)); failAll(failure); });
    w.on("exit", (code) => {
      if (worker === w) worker = null;
      if (pending.size) failAll(new Error(`AI worker exited (code ${code})`));
    });
    for (const m of queued) w.postMessage(m);
    queued = [];
    worker = w;
    refresh();
    return w;
  };

  return {
    kind,
    newGame(knowledge?: AiKnowledge) {
      const m = { type: "newGame" as const, knowledge };
      if (worker) worker.postMessage(m);
      else queued.push(m);
    },
    decide(view: PlayerView, legal: Action[], signal?: AbortSignal, o?: { budgetMs?: number; known?: GameState }): Promise<Action> {
      return new Promise<Action>((resolve, reject) => {
        if (signal?.aborted) return reject(new AiCancelled());
        if (failure) return reject(failure);
        const w = ensure();
        const id = nextId++;
        const onAbort = () => {
          if (!pending.has(id)) return;
          pending.delete(id);
          Atomics.store(flags, 0, id);
          refresh();
          reject(new AiCancelled());
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        pending.set(id, { resolve, reject, cleanup: () => signal?.removeEventListener("abort", onAbort) });
        refresh();
        w.postMessage({ type: "decide", id, req: { view, legal, known: o?.known, budgetMs: o?.budgetMs ?? opts.budgetMs } });
      });
    },
    async close() {
      failAll(new AiCancelled());
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
