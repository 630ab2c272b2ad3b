/**
 * Registers one ipcMain handler per contract method. Each call is first checked to come
 * from the main frame of a window Moxen created, showing Moxen's own page; anything else
 * gets "forbidden" and never reaches the router. No run-time electron import: testable.
 */
import type { IpcMain, IpcMainInvokeEvent } from "electron";
import type { Router } from "../host/ipc/router";
import { methodNames } from "../shared/contract/index";
import { APP_ORIGIN, methodChannel } from "../shared/ipc-channels";
import { err } from "../shared/result";

/** The parts of an invoke event the check reads. */
export type SenderInfo = Pick<IpcMainInvokeEvent, "sender" | "senderFrame">;

export function isTrustedSender(event: SenderInfo, ownWebContents: ReadonlySet<number>): boolean {
  const frame = event.senderFrame;
  if (!frame || !ownWebContents.has(event.sender.id)) return false;
  // Sub-frames have no business calling the host; the top frame must show our page.
  if (frame !== event.sender.mainFrame) return false;
  // (URL.origin is "null" for custom schemes, so compare the prefix, slash included.)
  return typeof frame.url === "string" && frame.url.startsWith(`${APP_ORIGIN}/`);
}

export const windowClientId = (webContentsId: number) => `window:${webContentsId}`;
export const clientIdOf = (event: SenderInfo) => windowClientId(event.sender.id);

export function registerContractHandlers(
  ipcMain: Pick<IpcMain, "handle" | "removeHandler">,
  router: Router,
  ownWebContents: ReadonlySet<number>,
): () => void {
  for (const name of methodNames) {
    ipcMain.handle(methodChannel(name), (event, args: unknown) => {
      if (!isTrustedSender(event, ownWebContents)) {
        return err("forbidden", `${name}: refused a call from a frame Moxen did not create`);
      }
      return router.call(name, args, { client: clientIdOf(event) });
    });
  }
  return () => methodNames.forEach((name) => ipcMain.removeHandler(methodChannel(name)));
}
