/**
 * The web host: serves the built renderer and carries the IPC contract over a WebSocket,
 * on 127.0.0.1 only, behind a per-launch secret. Used by `moxen web`, by `npm start` where
 * Electron cannot run, and by the e2e tests.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { createServices, type Services } from "../host/services";
import { rendererDist } from "../host/paths";
import { contentType, resolveStaticFile } from "../host/static-files";
import { WEB_HOST_SECURITY_HEADERS as SECURITY_HEADERS } from "../shared/csp";
import { secretCookieName, WS_MAX_PAYLOAD, WS_PATH } from "../shared/ws-protocol";
import { hostAllowed, originAllowed, secretSource, type AccessRules } from "./access";
import { attachConnection } from "./connection";

export interface WebHostOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  dataDir: string;
  /** The built renderer; defaults to dist/renderer. */
  rendererDir?: string;
  /** Fixed secret for tests; normally random per launch. */
  secret?: string;
  /** Reuse services (tests); otherwise the host starts and stops its own. */
  services?: Services;
  log?: (message: string, error?: unknown) => void;
}

export interface WebHost {
  port: number;
  secret: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** The address to open: origin + /?k=SECRET */
  url: string;
  services: Services;
  close(): Promise<void>;
}

export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const log = opts.log ?? ((m, e) => (e === undefined ? console.error(m) : console.error(m, e)));
  const services = opts.services ?? (await createServices({ dataDir: opts.dataDir, shell: "web", log }));
  const rendererDir = opts.rendererDir ?? rendererDist(services.ctx.appRoot);
  const secret = opts.secret ?? randomBytes(24).toString("base64url");
  const rules: AccessRules = { port: 0, secret };

  const server = createServer((req, res) => {
    try {
      serveHttp(req, res, rules, rendererDir);
    } catch (e) {
      log("moxen web: request failed", e);
      if (!res.headersSent) send(res, 500, "Internal error");
    }
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  let nextClient = 1;
  wss.on("connection", (socket: WebSocket) => attachConnection(socket, `ws:${nextClient++}`, services, log));
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const refused =
      url.pathname !== WS_PATH ? "404 Not Found"
      : !hostAllowed(req, rules) || !originAllowed(req, rules) || !secretSource(req, url, rules) ? "403 Forbidden"
      : null;
    if (refused) {
      socket.end(`HTTP/1.1 ${refused}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });
  server.on("clientError", (_e, socket) => socket.destroy());

  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // Loopback only: the host is for this machine's own browser.
      server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
    });
  } catch (e) {
    if (!opts.services) await services.close(); // e.g. EADDRINUSE: release the database
    throw e;
  }
  rules.port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${rules.port}`;
  let closing: Promise<void> | undefined;

  return {
    port: rules.port,
    secret,
    origin,
    url: `${origin}/?k=${secret}`,
    services,
    close() {
      closing ??= (async () => {
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        if (!opts.services) await services.close();
      })();
      return closing; // idempotent: a second close waits for the first
    },
  };
}

function serveHttp(req: IncomingMessage, res: ServerResponse, rules: AccessRules, rendererDir: string): void {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (!hostAllowed(req, rules)) return send(res, 403, "Forbidden: unknown host name.");
  const source = secretSource(req, url, rules);
  if (!source) return send(res, 403, "Forbidden: open the address Moxen printed, including its ?k=… part.");
  if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  if (url.pathname === WS_PATH) return send(res, 426, "This address takes WebSocket connections only.");
  if (!existsSync(rendererDir)) return send(res, 503, "The renderer is not built yet: run `npm run build`.");

  const file = resolveStaticFile(rendererDir, url.pathname);
  if (!file) return send(res, 404, "Not found");
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    "Content-Type": contentType(file),
    "Cache-Control": "no-cache",
  };
  if (source === "query") {
    // Sub-resources and the WebSocket carry the secret in this cookie; scripts cannot read it.
    headers["Set-Cookie"] = `${secretCookieName(rules.port)}=${rules.secret}; HttpOnly; SameSite=Strict; Path=/`;
  }
  res.writeHead(200, headers);
  if (req.method === "HEAD") return void res.end();
  createReadStream(file).on("error", () => res.destroy()).pipe(res);
}

function send(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...extra });
  res.end(text + "\n");
}
