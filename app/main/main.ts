/**
 * Electron main process, kept thin: security guards, the moxen:// protocol, the window and
 * menu, and the IPC bridge to the same host services and router the web host uses.
 */
import { app, BrowserWindow, ipcMain } from "electron";
import { rendererDist, resolveDataDir } from "../host/paths";
import { createServices, type Services } from "../host/services";
import { EVENT_CHANNEL } from "../shared/ipc-channels";
import { registerContractHandlers, windowClientId } from "./ipc-bridge";
import { installMenu } from "./menu";
import { registerAppScheme, serveRenderer } from "./protocol";
import { denyAllPermissions, installSecurityGuards } from "./security";
import { createMainWindow } from "./window";

const dataDirFlag = process.argv.find((a) => a.startsWith("--data-dir="))?.slice("--data-dir=".length);
// --data-dir / MOXEN_DATA_DIR win; otherwise Electron's own userData folder.
const dataDir = dataDirFlag || process.env.MOXEN_DATA_DIR ? resolveDataDir({ flag: dataDirFlag }) : app.getPath("userData");
app.setPath("userData", dataDir);

registerAppScheme();
installSecurityGuards();

if (!app.requestSingleInstanceLock()) {
  // One Moxen per data folder: the collection database has a single writer.
  app.quit();
} else {
  void app.whenReady().then(start);
}

async function start(): Promise<void> {
  denyAllPermissions();
  serveRenderer(rendererDist(app.getAppPath()));
  installMenu();

  const services: Services = await createServices({ dataDir, shell: "electron", version: app.getVersion(), appRoot: app.getAppPath() });
  const ownWindows = new Set<number>();
  registerContractHandlers(ipcMain, services.router, ownWindows);

  const openWindow = () => {
    const win = createMainWindow(dataDir);
    const id = win.webContents.id;
    ownWindows.add(id);
    win.on("closed", () => {
      ownWindows.delete(id);
      services.clientClosed(windowClientId(id));
    });
    return win;
  };

  services.events.subscribe((name, payload, to) => {
    for (const win of BrowserWindow.getAllWindows()) {
      const wc = win.webContents;
      if (ownWindows.has(wc.id) && (to === undefined || to === windowClientId(wc.id))) wc.send(EVENT_CHANNEL, name, payload);
    }
  });

  openWindow();
  app.on("second-instance", () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
  app.on("window-all-closed", () => {
    if (process.platform !== "darwin") app.quit();
  });
  app.on("will-quit", () => void services.close());
}
