/** The main window: isolated, sandboxed, no Node in the page, Moxen's preload only. */
import { BrowserWindow, screen } from "electron";
import { fileURLToPath } from "node:url";
import { APP_ORIGIN } from "../shared/ipc-channels";
import { loadWindowState, saveWindowState } from "./window-state";

const PRELOAD = fileURLToPath(new URL("../preload/preload.cjs", import.meta.url));

export function createMainWindow(dataDir: string): BrowserWindow {
  const state = loadWindowState(dataDir, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...state,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: "Moxen",
    backgroundColor: "#0a2016",
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  win.once("ready-to-show", () => win.show());
  win.on("close", () => {
    const b = win.getNormalBounds();
    saveWindowState(dataDir, { x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() });
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}
