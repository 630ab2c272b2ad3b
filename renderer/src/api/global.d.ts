import type { MoxenApi } from "../../../app/shared/contract/index";

declare global {
  interface Window {
    /** The app's API: from the Electron preload, or installed over the WebSocket (api/index.ts). */
    moxen: MoxenApi;
  }
}
export {};
