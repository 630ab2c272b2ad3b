/**
 * One browser tab's WebSocket: contract calls in, results and events out.
 *
 * Calls are queued per connection: at most CALLS_AT_ONCE of a tab's calls run at a time, and the
 * host yields to the event loop between two of them, so one busy tab (3,000 calls fired at
 * once used to delay another tab's ping by 23 s) cannot starve the others. A tab with more
 * than MAX_QUEUED_CALLS waiting gets a "busy" answer for the extra ones, and nothing else
 * changes.
 */
import type { WebSocket } from "ws";
import type { Services } from "../host/services";
import { err } from "../shared/result";
import type { HostMessage } from "../shared/ws-protocol";

/** A tab's calls running at once (a call may wait, e.g. for the computer's move). */
export const CALLS_AT_ONCE = 8;
/** A tab's calls waiting to run at most; past it a call is answered "busy" at once. */
export const MAX_QUEUED_CALLS = 1000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function attachConnection(
  socket: WebSocket,
  client: string,
  services: Services,
  log: (message: string, error?: unknown) => void,
): void {
  const send = (msg: HostMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(msg));
  };
  const unsubscribe = services.events.subscribe((name, payload, to) => {
    if (to === undefined || to === client) send({ type: "event", name, payload });
  });

  const queue: { id: number; method: string; args: unknown }[] = [];
  let running = 0;
  const runNext = async () => {
    running++;
    try {
      for (let call = queue.shift(); call; call = queue.shift()) {
        // Let other sockets' messages in before each call this tab makes.
        await nextTurn();
        const result = await services.router.call(call.method, call.args, { client });
        send({ type: "result", id: call.id, result });
      }
    } finally {
      running--;
    }
  };

  socket.on("message", (data, isBinary) => {
    const parsed = parseCall(isBinary ? null : data.toString());
    if ("error" in parsed) return send({ type: "result", id: parsed.id, result: err("bad_request", parsed.error) });
    if (queue.length >= MAX_QUEUED_CALLS) {
      return send({ type: "result", id: parsed.id, result: err("busy", `Too many calls waiting from this window (${MAX_QUEUED_CALLS}); this one was not run. Wait for answers before sending more.`) });
    }
    queue.push(parsed);
    if (running < CALLS_AT_ONCE) void runNext();
  });
  // Oversized or broken frames end this socket only; the host keeps serving the others.
  socket.on("error", (e) => log(`moxen web: ${client} closed after an error: ${e.message}`));
  socket.on("close", () => {
    unsubscribe();
    services.clientClosed(client);
  });
}

type Parsed = { id: number; method: string; args: unknown } | { id: number | null; error: string };

function parseCall(text: string | null): Parsed {
  if (text === null) return { id: null, error: "Messages must be JSON text, not binary." };
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return { id: null, error: "Message is not valid JSON." };
  }
  if (typeof msg !== "object" || msg === null || Array.isArray(msg)) return { id: null, error: "Message must be a JSON object." };
  const { id, method, args } = msg as Record<string, unknown>;
  if (typeof id !== "number" || !Number.isSafeInteger(id)) return { id: null, error: 'Message needs an integer "id".' };
  if (typeof method !== "string") return { id, error: 'Message needs a "method" name.' };
  return { id, method, args };
}
