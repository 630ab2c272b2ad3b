/**
 * Makes sure `window.moxen` exists. In Electron the preload has put it there; in a browser
 * it is built here from the same contract, over the web host's WebSocket.
 */
import { buildApi } from "../../../app/shared/contract/client";
import { createWsTransport, wsUrlFor, type ConnectionState } from "./ws-transport";

export type Connection = ConnectionState | "ipc";

export function installApi(onConnection: (c: Connection) => void): void {
  if (window.moxen) {
    onConnection("ipc");
    return;
  }
  const transport = createWsTransport(wsUrlFor(window.location), onConnection);
  Object.defineProperty(window, "moxen", { value: buildApi(transport), writable: false, configurable: false });
}
