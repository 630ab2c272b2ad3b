import type { AppInfo } from "../../../app/shared/contract/index";
import type { Slice } from "./slice";

export type PingState =
  | { status: "idle" }
  | { status: "waiting" }
  | { status: "ok"; ms: number; echo: string }
  | { status: "failed"; message: string };

export interface AppInfoSlice {
  appInfo: AppInfo | null;
  appInfoError: string | null;
  ping: PingState;
  loadAppInfo(): Promise<void>;
  pingHost(): Promise<void>;
}

export const createAppInfoSlice: Slice<AppInfoSlice> = (set) => ({
  appInfo: null,
  appInfoError: null,
  ping: { status: "idle" },

  async loadAppInfo() {
    const r = await window.moxen.app.info();
    set(r.ok ? { appInfo: r.value, appInfoError: null } : { appInfoError: r.error.message });
  },

  async pingHost() {
    set({ ping: { status: "waiting" } });
    const started = performance.now();
    const echo = `hello ${Math.floor(Math.random() * 1000)}`;
    const r = await window.moxen.app.ping({ echo });
    const ms = Math.round(performance.now() - started);
    set({ ping: r.ok ? { status: "ok", ms, echo: r.value.echo } : { status: "failed", message: r.error.message } });
  },
});
