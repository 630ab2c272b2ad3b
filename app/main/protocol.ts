/**
 * Serves the built renderer from moxen://app/ instead of file://, so the page has a real
 * origin, the CSP travels as a header, and nothing else on disk is reachable.
 */
import { protocol } from "electron";
import { readFile } from "node:fs/promises";
import { contentType, resolveStaticFile } from "../host/static-files";
import { ELECTRON_SECURITY_HEADERS as SECURITY_HEADERS } from "../shared/csp";
import { APP_SCHEME } from "../shared/ipc-channels";

/** Must run before app "ready". */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

export function serveRenderer(rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === "app" && request.method === "GET" ? resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file) return new Response("Not found", { status: 404, headers: SECURITY_HEADERS });
    return new Response(await readFile(file), { headers: { ...SECURITY_HEADERS, "Content-Type": contentType(file) } });
  });
}
