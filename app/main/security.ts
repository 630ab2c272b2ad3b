/**
 * App-wide guards for every web contents: no navigation away, no new windows, no webviews,
 * and every permission request (camera, notifications, …) denied. Moxen needs none.
 */
import { app, session } from "electron";

export function installSecurityGuards(): void {
  app.on("web-contents-created", (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: "deny" }));
    // The renderer is a single page: in-page (#hash) moves don't fire these events.
    contents.on("will-navigate", (event) => event.preventDefault());
    contents.on("will-redirect", (event) => event.preventDefault());
    contents.on("will-attach-webview", (event) => event.preventDefault());
  });
}

export function denyAllPermissions(): void {
  const s = session.defaultSession;
  s.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  s.setPermissionCheckHandler(() => false);
  s.setDevicePermissionHandler(() => false);
}
