// Electron preload (sandboxed, bundled to CommonJS by scripts/build.mjs).
import { contextBridge, ipcRenderer } from "electron";
import { buildPreloadApi } from "./api";

contextBridge.exposeInMainWorld("moxen", buildPreloadApi(ipcRenderer));
