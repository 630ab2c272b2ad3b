/**
 * What the preload exposes as `window.moxen`: one named function per contract method, each
 * bound to its own IPC channel, and `onEvent` for contract events. No generic invoke/send,
 * and the IpcRendererEvent (which holds `sender`) never reaches the page.
 * Kept free of a run-time electron import so tests can build it with a recording fake.
 */
import type { IpcRenderer } from "electron";
import { buildApi } from "../shared/contract/client";
import type { MoxenApi } from "../shared/contract/index";
import { EVENT_CHANNEL, methodChannel } from "../shared/ipc-channels";
import type { Result } from "../shared/result";

export type PreloadIpc = Pick<IpcRenderer, "invoke" | "on">;

export function buildPreloadApi(ipc: PreloadIpc): MoxenApi {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  ipc.on(EVENT_CHANNEL, (_event, name: unknown, payload: unknown) => {
    for (const l of listeners.get(String(name)) ?? []) l(payload);
  });
  return buildApi({
    call: (name, args) => ipc.invoke(methodChannel(name), args) as Promise<Result<unknown>>,
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  });
}
