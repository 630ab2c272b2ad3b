/** One browser tab's WebSocket: contract calls in, results and events out. */
import type { WebSocket } from "ws";
import type { Services } from "../host/services";
import { err } from "../shared/result";
import type { HostMessage } from "../shared/ws-protocol";

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

  socket.on("message", async (data, isBinary) => {
    const parsed = parseCall(isBinary ? null : data.toString());
    if ("error" in parsed) return send({ type: "result", id: parsed.id, result: err("bad_request", parsed.error) });
    const result = await services.router.call(parsed.method, parsed.args, { client });
    send({ type: "result", id: parsed.id, result });
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
