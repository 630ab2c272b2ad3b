/** The Electron main process's testable parts (Electron itself cannot run here). */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { createRouter, type Handlers } from "../../app/host/ipc/router";
import { registerContractHandlers, type SenderInfo } from "../../app/main/ipc-bridge";
import { DEFAULT_WINDOW_STATE, loadWindowState, saveWindowState } from "../../app/main/window-state";
import { methodNames } from "../../app/shared/contract/index";

function fakeIpcMain() {
  const handlers = new Map<string, (event: SenderInfo, ...args: unknown[]) => unknown>();
  return {
    handlers,
    handle: (channel: string, fn: (event: SenderInfo, ...args: unknown[]) => unknown) => void handlers.set(channel, fn),
    removeHandler: (channel: string) => void handlers.delete(channel),
  };
}

function frameEvent(webContentsId: number, url: string, opts: { subFrame?: boolean; noFrame?: boolean } = {}): SenderInfo {
  const mainFrame = { url };
  const senderFrame = opts.noFrame ? null : opts.subFrame ? { url } : mainFrame;
  return { sender: { id: webContentsId, mainFrame }, senderFrame } as unknown as SenderInfo;
}

describe("Electron IPC bridge", () => {
  const calls: unknown[] = [];
  const handlers = Object.fromEntries(methodNames.map((n) => [n, (a: unknown, ctx: unknown) => (calls.push([n, a, ctx]), "answer")])) as unknown as Handlers;
  const router = createRouter(handlers);
  const ipc = fakeIpcMain();
  const own = new Set([7]);
  const unregister = registerContractHandlers(ipc as never, router, own);

  it("registers one channel per contract method", () => {
    assert.deepEqual([...ipc.handlers.keys()].sort(), methodNames.map((n) => `moxen:call:${n}`).sort());
  });

  it("routes calls from Moxen's own window, naming the client", async () => {
    const r = await ipc.handlers.get("moxen:call:app.ping")!(frameEvent(7, "moxen://app/index.html"), { echo: "a" });
    assert.deepEqual(r, { ok: true, value: "answer" });
    assert.deepEqual(calls.at(-1), ["app.ping", { echo: "a" }, { client: "window:7" }]);
  });

  it("rejects frames it did not create, sub-frames and foreign pages without calling the router", async () => {
    const before = calls.length;
    for (const event of [
      frameEvent(8, "moxen://app/index.html"), // a window Moxen did not create
      frameEvent(7, "moxen://app/index.html", { subFrame: true }),
      frameEvent(7, "https://evil.example/"),
      frameEvent(7, "moxen://app.evil/index.html"),
      frameEvent(7, "moxen://app/", { noFrame: true }), // the frame is gone
    ]) {
      const r = (await ipc.handlers.get("moxen:call:app.info")!(event)) as { ok: boolean; error: { code: string } };
      assert.equal(r.ok, false);
      assert.equal(r.error.code, "forbidden");
    }
    assert.equal(calls.length, before);
  });

  it("validates arguments from a trusted window like any other", async () => {
    const r = (await ipc.handlers.get("moxen:call:app.ping")!(frameEvent(7, "moxen://app/index.html"), { echo: 1 })) as { ok: boolean; error: { code: string } };
    assert.equal(r.error.code, "invalid_argument");
  });

  it("unregisters every channel", () => {
    unregister();
    assert.equal(ipc.handlers.size, 0);
  });
});

describe("window state", () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-window-"));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];

  it("remembers size, place and maximized state", () => {
    assert.deepEqual(loadWindowState(dir, screen), DEFAULT_WINDOW_STATE);
    const s = { x: 100, y: 50, width: 1000, height: 700, maximized: true };
    saveWindowState(dir, s);
    assert.deepEqual(loadWindowState(dir, screen), s);
  });

  it("drops a place that is no longer on any display, and ignores a bad file", () => {
    saveWindowState(dir, { x: 5000, y: 50, width: 1000, height: 700, maximized: false });
    assert.deepEqual(loadWindowState(dir, screen), { width: 1000, height: 700, maximized: false });
    writeFileSync(join(dir, "window-state.json"), '{"width": 5, "height": "tall"}');
    assert.deepEqual(loadWindowState(dir, screen), DEFAULT_WINDOW_STATE);
    writeFileSync(join(dir, "window-state.json"), "not json");
    assert.deepEqual(loadWindowState(dir, screen), DEFAULT_WINDOW_STATE);
  });
});

describe("Electron's Content-Security-Policy", () => {
  it("lets the page connect to nothing but itself: no WebSocket to 127.0.0.1 (the web host's need, not Electron's)", async () => {
    const { ELECTRON_CSP, ELECTRON_SECURITY_HEADERS, WEB_HOST_CSP } = await import("../../app/shared/csp");
    assert.equal(ELECTRON_CSP.match(/connect-src[^;]*/)![0], "connect-src 'self'");
    assert.doesNotMatch(ELECTRON_CSP, /ws:|127\.0\.0\.1/);
    assert.equal(ELECTRON_SECURITY_HEADERS["Content-Security-Policy"], ELECTRON_CSP);
    // Everything else is the same strict policy as the web host's.
    assert.equal(ELECTRON_CSP, WEB_HOST_CSP.replace(" ws://127.0.0.1:*", ""));
    // The moxen:// handler (which imports electron, so it can't run here) serves these headers.
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(join(import.meta.dirname, "../../app/main/protocol.ts"), "utf8");
    assert.match(source, /import \{ ELECTRON_SECURITY_HEADERS as SECURITY_HEADERS \} from "\.\.\/shared\/csp"/);
    assert.doesNotMatch(source, /WEB_HOST/);
  });
});
