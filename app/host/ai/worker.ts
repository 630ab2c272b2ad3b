/**
 * Worker thread entry: runs one brain with its own copy of the engine, so that the host stays
 * responsive while the computer thinks. Messages:
 *   in:  {type: "newGame", knowledge} | {type: "decide", id, req}
 *   out: {type: "result", id, action, ms} | {type: "error", id, message}
 * Cancellation: the host writes the cancelled request's id into the shared `control` array;
 * the search polls it and returns early (the host has already moved on).
 * With `explain`, a result carries the decision's explanations (trace.ts) as `trace`.
 * Started with `{role: "games", setup}` instead, it plays whole gauntlet games (gauntlet.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { createBrain } from "./brain";
import { serveGames } from "./gauntlet";
import type { TraceEntry } from "./trace";
import type { AiKind, AiKnowledge, AiOptions, DecideRequest } from "./types";

interface Init {
  kind: AiKind;
  opts: AiOptions;
  control: SharedArrayBuffer;
  explain?: boolean;
}

type Message = { type: "newGame"; knowledge?: AiKnowledge } | { type: "decide"; id: number; req: DecideRequest };

if ((workerData as { role?: string }).role === "games") serveGames(parentPort!, (workerData as { setup: Parameters<typeof serveGames>[1] }).setup);
else serveBrain(workerData as Init);

function serveBrain(init: Init): void {
  const explained: TraceEntry[] = [];
  const brain = createBrain(init.kind, init.explain ? { ...init.opts, trace: (e) => explained.push(e) } : init.opts);
  const control = new Int32Array(init.control);

  parentPort!.on("message", (m: Message) => {
    if (m.type === "newGame") {
      brain.newGame(m.knowledge);
      return;
    }
    if (m.type === "decide") {
      const started = performance.now();
      try {
        const action = brain.decide(m.req, () => Atomics.load(control, 0) === m.id);
        parentPort!.postMessage({ type: "result", id: m.id, action, ms: performance.now() - started, ...(init.explain ? { trace: explained.splice(0) } : {}) });
      } catch (e) {
        parentPort!.postMessage({ type: "error", id: m.id, message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
      }
    }
  });
}
