/**
 * A Node client for the web host: `window.moxen`'s twin for tests, benchmarks and tools.
 * It presents the host's own Origin and secret, as the browser page would.
 */
import { WebSocket } from "ws";
import { buildApi } from "../shared/contract/client";
import type { MoxenApi } from "../shared/contract/index";
import { createRpcSession } from "../shared/rpc-session";
import { WS_PATH, type HostMessage } from "../shared/ws-protocol";

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
  const session = createRpcSession((msg) => {
    if (socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(msg));
    return true;
  });
  socket.on("message", (data) => session.receive(JSON.parse(data.toString()) as HostMessage));
  socket.on("close", () => session.failAll("The web host closed the connection."));
  const api = buildApi({ call: session.call, subscribe: session.subscribe });
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
