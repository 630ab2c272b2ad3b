import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Notice } from "../../app/shared/contract/index";
import { connectClient } from "../../app/web/client";
import { startWebHost, type WebHost } from "../../app/web/server";

const tick = () => new Promise((r) => setTimeout(r, 50));

describe("host → renderer events over the web host", () => {
  let host: WebHost;
  let dataDir: string;
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "moxen-events-"));
    host = await startWebHost({ dataDir, log: () => {} });
  });
  after(async () => {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("broadcasts to every client, or reaches only the one addressed", async () => {
    const a = await connectClient(host);
    const b = await connectClient(host);
    const seenA: Notice[] = [];
    const seenB: Notice[] = [];
    a.api.onEvent("app.notice", (n) => seenA.push(n));
    b.api.onEvent("app.notice", (n) => seenB.push(n));
    host.services.events.emit("app.notice", { level: "info", message: "to all" });
    // A fresh host numbers its sockets from 1, so `a` is "ws:1" (the ctx.client its handlers see).
    host.services.events.emit("app.notice", { level: "warning", message: "only for ws:1" }, "ws:1");
    await tick();
    assert.deepEqual(seenA.map((n) => n.message), ["to all", "only for ws:1"]);
    assert.deepEqual(seenB.map((n) => n.message), ["to all"]);
    await a.close();
    await b.close();
  });

  it("tells services when a client goes away", async () => {
    const closed: string[] = [];
    const original = host.services.clientClosed;
    host.services.clientClosed = (c) => closed.push(c);
    const c = await connectClient(host);
    await c.close();
    await tick();
    host.services.clientClosed = original;
    assert.equal(closed.length, 1);
    assert.match(closed[0]!, /^ws:\d+$/);
  });
});

describe("node client", () => {
  it("a call after the host closed the socket fails at once with 'disconnected'", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "moxen-client-"));
    const host = await startWebHost({ dataDir, log: () => {} });
    const client = await connectClient(host);
    await host.close();
    await tick();
    assert.deepEqual(await client.api.app.info(), { ok: false, error: { code: "disconnected", message: "Not connected to Moxen." } });
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("web host start-up", () => {
  it("a port in use is an error, and the services it started are closed again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "moxen-port-"));
    const first = await startWebHost({ dataDir: join(dataDir, "a"), log: () => {} });
    try {
      await assert.rejects(startWebHost({ dataDir: join(dataDir, "b"), port: first.port, log: () => {} }), /EADDRINUSE/);
      assert.equal((await fetch(`${first.url}`)).status, 200, "the first host is unharmed");
    } finally {
      await first.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
