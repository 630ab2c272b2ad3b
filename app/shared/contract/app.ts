/** Contract group "app": facts about the running program, and a liveness check. */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";

export interface AppInfo {
  /** Moxen's version (package.json). */
  version: string;
  /** Rules engine version; part of the network handshake. */
  engineVersion: string;
  /** Where this user's collection, decks and match logs live. */
  dataDir: string;
  /** node's process.platform of the host: "linux", "win32", "darwin". */
  platform: string;
  /** "electron" for the desktop app, "web" for the browser host. */
  shell: "electron" | "web";
}

export interface Pong {
  echo: string;
  /** Host clock (ms since epoch) when it answered. */
  at: number;
}

export interface Notice {
  level: "info" | "warning" | "error";
  message: string;
}

export const appMethods = {
  "app.info": method({
    args: v.none(),
    result: returns<AppInfo>(),
    summary: "Version, engine version, data folder and platform of the host.",
  }),
  "app.ping": method({
    args: v.optional(v.object({ echo: v.optional(v.string({ max: 200 })) })),
    result: returns<Pong>(),
    summary: "Answers at once, echoing `echo`; the renderer uses it to check the host is alive.",
  }),
};

export const appEvents = {
  "app.notice": event({
    payload: payload<Notice>(),
    summary: "A message from the host for the player (e.g. a background task failed).",
  }),
};
