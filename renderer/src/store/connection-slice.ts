import type { Connection } from "../api/index";
import type { Slice } from "./slice";

export interface ConnectionSlice {
  /** "ipc" in Electron; the WebSocket's state in a browser. */
  connection: Connection;
  setConnection(c: Connection): void;
}

export const createConnectionSlice: Slice<ConnectionSlice> = (set) => ({
  connection: "connecting",
  setConnection: (connection) => set({ connection }),
});
