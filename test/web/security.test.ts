/** The web host against a real server on 127.0.0.1: secret, Origin, Host, CSP, bad input. */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { WebSocket } from "ws";
import { connectClient } from "../../app/web/client";
import { MAX_QUEUED_CALLS } from "../../app/web/connection";
import { startWebHost, type WebHost } from "../../app/web/server";

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(host: WebHost, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: host.port, path, method, headers }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Tries a WebSocket upgrade; resolves to "open" or the HTTP status it was refused with. */
function tryWs(host: WebHost, opts: { origin?: string; query?: string; cookie?: string; path?: string } = {}): Promise<string | number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = opts.cookie ? { Cookie: opts.cookie } : {};
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}${opts.path ?? "/ws"}${opts.query ?? ""}`, { origin: opts.origin, headers });
    ws.on("open", () => (ws.close(), resolve("open")));
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode!));
    ws.on("error", () => resolve("error"));
  });
}

describe("web host security", () => {
  let host: WebHost;
  let dataDir: string;
  let rendererDir: string;
  const log: string[] = [];

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "moxen-sec-"));
    // A stand-in renderer folder: these tests are about the host, not the UI.
    rendererDir = join(dataDir, "renderer");
    mkdirSync(join(rendererDir, "assets"), { recursive: true });
    writeFileSync(join(rendererDir, "index.html"), "<!doctype html><title>Moxen</title>");
    writeFileSync(join(rendererDir, "assets", "app.js"), "console.log(1)");
    host = await startWebHost({ dataDir: join(dataDir, "data"), rendererDir, log: (m) => log.push(m) });
  });
  after(async () => {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("listens on 127.0.0.1 only, with a fresh long secret", () => {
    assert.match(host.url, /^http:\/\/127\.0\.0\.1:\d+\/\?k=[\w-]{32}$/);
  });

  it("answers 403 to any request without the secret, or with a wrong one", async () => {
    for (const path of ["/", "/index.html", "/assets/app.js", "/ws", "/?k=wrong", `/?k=${host.secret}x`, "/?K=" + host.secret]) {
      const r = await get(host, path);
      assert.equal(r.status, 403, path);
      assert.doesNotMatch(r.body, /Moxen<\/title>/);
    }
    const wrongCookie = await get(host, "/assets/app.js", { Cookie: `moxen_k_${host.port}=nope` });
    assert.equal(wrongCookie.status, 403);
  });

  it("serves the page with the secret, and sets it as an HttpOnly SameSite=Strict cookie for the rest", async () => {
    const page = await get(host, `/?k=${host.secret}`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<title>Moxen<\/title>/);
    const cookie = String(page.headers["set-cookie"]);
    assert.match(cookie, new RegExp(`^moxen_k_${host.port}=${host.secret};`));
    assert.match(cookie, /HttpOnly/);
    assert.match(cookie, /SameSite=Strict/);
    const asset = await get(host, "/assets/app.js", { Cookie: `moxen_k_${host.port}=${host.secret}` });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers["content-type"], "text/javascript; charset=utf-8");
    assert.equal(asset.headers["set-cookie"], undefined, "only a ?k= request sets the cookie");
  });

  it("sends a strict Content-Security-Policy and companions on every answer, refusals included", async () => {
    for (const r of [await get(host, `/?k=${host.secret}`), await get(host, "/")]) {
      const csp = String(r.headers["content-security-policy"]);
      for (const d of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self' ws://127.0.0.1:*"]) {
        assert.ok(csp.includes(d), `CSP lacks ${d}: ${csp}`);
      }
      assert.doesNotMatch(csp.match(/script-src[^;]*/)![0], /unsafe-inline|unsafe-eval/);
      assert.equal(r.headers["referrer-policy"], "no-referrer");
      assert.equal(r.headers["x-content-type-options"], "nosniff");
    }
  });

  it("refuses a foreign Host header (DNS rebinding), other methods and path escapes", async () => {
    assert.equal((await get(host, `/?k=${host.secret}`, { Host: "evil.example" })).status, 403);
    assert.equal((await get(host, `/?k=${host.secret}`, {}, "POST")).status, 405);
    assert.equal((await get(host, `/../package.json?k=${host.secret}`)).status, 404);
    assert.equal((await get(host, `/%2e%2e/%2e%2e/package.json?k=${host.secret}`)).status, 404);
  });

  it("refuses WebSockets from a foreign Origin, without Origin, or without the secret", async () => {
    const k = `?k=${host.secret}`;
    assert.equal(await tryWs(host, { origin: "http://evil.example", query: k }), 403);
    assert.equal(await tryWs(host, { origin: `http://127.0.0.1:${host.port + 1}`, query: k }), 403);
    assert.equal(await tryWs(host, { origin: "null", query: k }), 403);
    assert.equal(await tryWs(host, { query: k }), 403);
    assert.equal(await tryWs(host, { origin: host.origin }), 403);
    assert.equal(await tryWs(host, { origin: host.origin, query: "?k=wrong" }), 403);
    assert.equal(await tryWs(host, { origin: host.origin, query: k, path: "/other" }), 404);
    assert.equal(await tryWs(host, { origin: host.origin, query: k }), "open");
    assert.equal(await tryWs(host, { origin: host.origin, cookie: `moxen_k_${host.port}=${host.secret}` }), "open");
  });

  it("answers malformed arguments with a clear validation error, then the next good call", async () => {
    const client = await connectClient(host);
    try {
      const bad = await client.api.app.ping({ echo: 42 as unknown as string });
      assert.deepEqual(bad, {
        ok: false,
        error: { code: "invalid_argument", message: 'app.ping: argument "echo" must be a string of at most 200 characters' },
      });
      const extra = await client.api.app.ping({ echo: "x", evil: 1 } as never);
      assert.deepEqual(!extra.ok && extra.error.message, 'app.ping: argument "evil" is not allowed');
      const good = await client.api.app.ping({ echo: "still here" });
      assert.equal(good.ok && good.value.echo, "still here");
    } finally {
      await client.close();
    }
  });

  it("survives garbage frames, unknown methods and oversized messages", async () => {
    const client = await connectClient(host);
    const replies: unknown[] = [];
    client.socket.on("message", (d) => replies.push(JSON.parse(d.toString())));
    const waitFor = async (n: number) => {
      for (let i = 0; i < 100 && replies.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    };
    client.socket.send("{not json");
    client.socket.send(JSON.stringify([1, 2]));
    client.socket.send(JSON.stringify({ id: "x", method: "app.info" }));
    client.socket.send(JSON.stringify({ id: 9, method: "app.shutdown" }));
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await waitFor(5);
    // Answers may overtake each other (routing is async); each carries its id for that.
    const codes = replies.map((r) => (r as { result: { error: { code: string } } }).result.error.code).sort();
    assert.deepEqual(codes, ["bad_request", "bad_request", "bad_request", "bad_request", "unknown_method"]);
    const info = await client.api.app.info();
    assert.equal(info.ok, true, "the same socket still answers");

    // Over 1 MiB: the host closes that socket (1009) and keeps serving new ones.
    const closed = new Promise<number>((r) => client.socket.once("close", (code) => r(code)));
    client.socket.send(JSON.stringify({ id: 1, method: "app.ping", args: { echo: "x".repeat(2 * 1024 * 1024) } }));
    assert.equal(await closed, 1009);
    const again = await connectClient(host);
    assert.equal((await again.api.app.info()).ok, true);
    await again.close();
  });

  it("one tab's flood of calls neither starves another tab nor grows without bound", async () => {
    const busy = await connectClient(host);
    const other = await connectClient(host);
    try {
      // 3,000 calls fired at once (they used to delay another tab's ping by 23 s).
      let lastFloodAnswer = -1;
      let order = 0;
      const flood = Array.from({ length: 3000 }, (_, i) =>
        busy.api.app.ping({ echo: String(i) }).then((r) => ((lastFloodAnswer = order++), r)),
      );
      const ping = await other.api.app.ping({ echo: "other tab" });
      const pingAnsweredAt = order++;
      assert.equal(ping.ok && ping.value.echo, "other tab");
      const results = await Promise.all(flood);
      assert.ok(pingAnsweredAt < lastFloodAnswer, "the other tab was answered while the flood was still being served");
      const refused = results.filter((r) => !r.ok);
      assert.ok(refused.length > 0 && refused.length <= 3000 - MAX_QUEUED_CALLS, `${refused.length} calls refused`);
      for (const r of refused) assert.deepEqual(!r.ok && r.error.code, "busy");
      assert.match(!refused[0]!.ok ? refused[0]!.error.message : "", /Too many calls waiting from this window/);
      results.forEach((r, i) => r.ok && assert.equal(r.value.echo, String(i), "each answer is its own call's"));
      assert.equal((await busy.api.app.info()).ok, true, "the busy tab is still served afterwards");
    } finally {
      await busy.close();
      await other.close();
    }
  });
});
