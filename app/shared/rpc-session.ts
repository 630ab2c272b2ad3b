/**
 * The bookkeeping of the contract over a message channel (the web host's WebSocket): ids
 * for calls, answers matched to callers, events to their listeners. Shared by the browser
 * transport and the Node client so both behave alike.
 */
import type { EventName, MethodName } from "./contract/index";
import { err, type Result } from "./result";
import type { CallMessage, HostMessage } from "./ws-protocol";

export interface RpcSession {
  call(method: MethodName, args: unknown): Promise<Result<unknown>>;
  subscribe(name: EventName, listener: (payload: unknown) => void): () => void;
  /** Feed every message from the host here. */
  receive(msg: HostMessage): void;
  /** The channel closed: every unanswered call resolves to a "disconnected" error. */
  failAll(message: string): void;
}

/** `send` returns false when the channel cannot take the message: the call fails at once. */
export function createRpcSession(send: (msg: CallMessage) => boolean): RpcSession {
  let nextId = 1;
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  return {
    call(method, args) {
      return new Promise((resolve) => {
        const msg: CallMessage = { id: nextId++, method, args };
        pending.set(msg.id, resolve);
        if (!send(msg)) {
          pending.delete(msg.id);
          resolve(err("disconnected", "Not connected to Moxen."));
        }
      });
    },
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    receive(msg) {
      if (msg.type === "event") {
        for (const l of listeners.get(msg.name) ?? []) l(msg.payload);
      } else if (msg.id !== null) {
        pending.get(msg.id)?.(msg.result);
        pending.delete(msg.id);
      }
    },
    failAll(message) {
      for (const resolve of pending.values()) resolve(err("disconnected", message));
      pending.clear();
    },
  };
}
