/**
 * A Node client for the web host: `window.moxen`'s twin for tests, benchmarks and tools.
 * It presents the host's own Origin and secret, as the browser page would.
 */
import { WebSocket } from "ws";
import { buildApi } from "../shared/contract/client";
import type { MoxenApi } from "../shared/contract/index";
import { err, type Result } from "../shared/result";
import { WS_PATH, type CallMessage, type HostMessage } from "../shared/ws-protocol";

export interface HostAddress {
  origin: string;
  secret: string;
}

export interface NodeClient {
  api: MoxenApi;
  socket: WebSocket;
  close(): Promise<void>;
}

export async function connectClient(host: HostAddress): Promise<NodeClient> {
  const socket = new WebSocket(`${host.origin.replace(/^http/, "ws")}${WS_PATH}?k=${host.secret}`, { origin: host.origin });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`web host refused: HTTP ${res.statusCode}`)));
  });
  let nextId = 1;
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  socket.on("message", (data) => {
    const msg = JSON.parse(data.toString()) as HostMessage;
    if (msg.type === "event") for (const l of listeners.get(msg.name) ?? []) l(msg.payload);
    else if (msg.id !== null) {
      pending.get(msg.id)?.(msg.result);
      pending.delete(msg.id);
    }
  });
  socket.on("close", () => {
    for (const resolve of pending.values()) resolve(err("disconnected", "The web host closed the connection."));
    pending.clear();
  });
  const api = buildApi({
    call: (method, args) =>
      new Promise((resolve) => {
        const msg: CallMessage = { id: nextId++, method, args };
        pending.set(msg.id, resolve);
        socket.send(JSON.stringify(msg));
      }),
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  });
  return {
    api,
    socket,
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once("close", () => resolve());
        socket.close();
      }),
  };
}
