/** Messages of the web host's WebSocket, which carries the IPC contract to a browser. */
import type { Result } from "./result";

export const WS_PATH = "/ws";
/** Bigger frames close the socket (code 1009): every argument has a size limit anyway. */
export const WS_MAX_PAYLOAD = 1024 * 1024;

/** Renderer → host: call a contract method. `id` pairs the answer with the call. */
export interface CallMessage {
  id: number;
  method: string;
  args?: unknown;
}

export type HostMessage =
  | { type: "result"; id: number | null; result: Result<unknown> }
  | { type: "event"; name: string; payload: unknown };

/** The cookie carrying the launch secret; per port, since cookies ignore ports. */
export const secretCookieName = (port: number) => `moxen_k_${port}`;
