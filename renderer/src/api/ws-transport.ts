/**
 * The contract over the web host's WebSocket: calls are matched to answers by id, events
 * go to their listeners, and a dropped connection is retried with a growing delay.
 */
import type { ClientTransport } from "../../../app/shared/contract/client";
import type { EventName, MethodName } from "../../../app/shared/contract/index";
import { err, type Result } from "../../../app/shared/result";
import { WS_PATH, type CallMessage, type HostMessage } from "../../../app/shared/ws-protocol";

export type ConnectionState = "connecting" | "open" | "closed";

export interface WsTransport extends ClientTransport {
  readonly state: ConnectionState;
}

export function wsUrlFor(location: Location): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  // The secret also travels in an HttpOnly cookie; sending ?k= too survives blocked cookies.
  const k = new URLSearchParams(location.search).get("k");
  return `${scheme}//${location.host}${WS_PATH}${k ? `?k=${encodeURIComponent(k)}` : ""}`;
}

export function createWsTransport(url: string, onState: (s: ConnectionState) => void): WsTransport {
  let socket: WebSocket;
  let state: ConnectionState = "connecting";
  let nextId = 1;
  let retryMs = 500;
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const queued: CallMessage[] = [];
  const listeners = new Map<string, Set<(p: unknown) => void>>();

  const setState = (s: ConnectionState) => {
    state = s;
    onState(s);
  };

  function connect() {
    setState("connecting");
    socket = new WebSocket(url);
    socket.onopen = () => {
      retryMs = 500;
      setState("open");
      for (const msg of queued.splice(0)) socket.send(JSON.stringify(msg));
    };
    socket.onmessage = (e) => receive(JSON.parse(String(e.data)) as HostMessage);
    socket.onclose = () => {
      setState("closed");
      for (const msg of queued.splice(0)) pending.get(msg.id)?.(err("disconnected", "Lost the connection to Moxen."));
      for (const [id, resolve] of pending) {
        pending.delete(id);
        resolve(err("disconnected", "Lost the connection to Moxen before it answered."));
      }
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    };
  }

  function receive(msg: HostMessage) {
    if (msg.type === "event") {
      for (const l of listeners.get(msg.name) ?? []) l(msg.payload);
    } else if (msg.id !== null) {
      pending.get(msg.id)?.(msg.result);
      pending.delete(msg.id);
    }
  }

  connect();
  return {
    get state() {
      return state;
    },
    call(method: MethodName, args: unknown) {
      return new Promise<Result<unknown>>((resolve) => {
        const msg: CallMessage = { id: nextId++, method, args };
        pending.set(msg.id, resolve);
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(msg));
        else queued.push(msg);
      });
    },
    subscribe(name: EventName, listener: (p: unknown) => void) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
