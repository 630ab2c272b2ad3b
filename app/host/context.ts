/** What every service is given when the host starts. */
import type { EventBus } from "./events";

export interface HostContext {
  /** The user's data folder (created before services start). */
  dataDir: string;
  /** Where Moxen is installed: package.json, resources/, dist/. */
  appRoot: string;
  version: string;
  shell: "electron" | "web";
  /** Push events to renderers. */
  events: EventBus;
}

/** One service: the handlers of its contract group, and optional lifecycle hooks. */
export interface Service<H> {
  handlers: H;
  /** A renderer went away (socket closed, window closed): drop what was kept for it. */
  clientClosed?(client: string): void;
  close?(): void | Promise<void>;
}
