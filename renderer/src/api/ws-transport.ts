/**
 * The contract over the web host's WebSocket: calls wait while connecting, answers and
 * events go through the shared RPC session, and a dropped connection is retried with a
 * growing delay.
 */
import type { ClientTransport } from "../../../app/shared/contract/client";
import { createRpcSession } from "../../../app/shared/rpc-session";
import { WS_PATH, type CallMessage, type HostMessage } from "../../../app/shared/ws-protocol";

export type ConnectionState = "connecting" | "open" | "closed";

export function wsUrlFor(location: Location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  // The secret also travels in an HttpOnly cookie; sending ?k= too survives blocked cookies.
  const k = new URLSearchParams(location.search).get("k");
  return `${scheme}//${location.host}${WS_PATH}${k ? `?k=${encodeURIComponent(k)}` : ""}`;
}

export function createWsTransport(url: string, onState: (s: ConnectionState) => void): ClientTransport {
  let socket: WebSocket;
  let retryMs = 500;
  const queued: CallMessage[] = [];
  const session = createRpcSession((msg) => {
    // Calls made while (re)connecting wait for the socket to open.
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
    else queued.push(msg);
    return true;
  });

  function connect() {
    onState("connecting");
    socket = new WebSocket(url);
    socket.onopen = () => {
      retryMs = 500;
      onState("open");
      for (const msg of queued.splice(0)) socket.send(JSON.stringify(msg));
    };
    socket.onmessage = (e) => session.receive(JSON.parse(String(e.data)) as HostMessage);
    socket.onclose = () => {
      onState("closed");
      queued.length = 0;
      session.failAll("Lost the connection to Moxen before it answered.");
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
  }

  connect();
  return { call: session.call, subscribe: session.subscribe };
}
