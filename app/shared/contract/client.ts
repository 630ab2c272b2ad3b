/**
 * Builds `window.moxen` from the contract's method list over some transport (Electron IPC
 * in the preload, a WebSocket in the browser). The result has exactly one named function
 * per contract method and nothing that lets a caller pick an arbitrary channel.
 */
import type { Result } from "../result";
import { eventNames, isEventName, methodNames, type EventName, type MethodName, type MoxenApi } from "./index";

export interface ClientTransport {
  call(name: MethodName, args: unknown): Promise<Result<unknown>>;
  /** Called only with contract event names; returns the unsubscribe function. */
  subscribe(name: EventName, listener: (payload: unknown) => void): () => void;
}

export function buildApi(transport: ClientTransport): MoxenApi {
  const groups: Record<string, Record<string, (args?: unknown) => Promise<Result<unknown>>>> = {};
  for (const name of methodNames) {
    const [group, fn] = name.split(".") as [string, string];
    groups[group] ??= {};
    // One closure per method: the channel name is fixed here, never chosen by the caller.
    groups[group][fn] = (args?: unknown) => transport.call(name, args);
  }
  const onEvent = (name: EventName, listener: (payload: unknown) => void): (() => void) => {
    if (!isEventName(name)) throw new Error(`Unknown event "${String(name)}"; known: ${eventNames.join(", ")}`);
    if (typeof listener !== "function") throw new Error("onEvent needs a listener function");
    return transport.subscribe(name, listener);
  };
  const api: Record<string, unknown> = { onEvent };
  for (const [group, fns] of Object.entries(groups)) api[group] = Object.freeze(fns);
  return Object.freeze(api) as unknown as MoxenApi;
}
