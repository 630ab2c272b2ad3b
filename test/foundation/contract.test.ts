/**
 * One contract, three carriers: the Electron preload, the browser's WebSocket client and the
 * web host must all offer exactly the contract's methods, as named functions.
 */
import { build } from "esbuild";
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { runInNewContext } from "node:vm";
import { buildApi } from "../../app/shared/contract/client";
import { NAME_PATTERN } from "../../app/shared/contract/define";
import { eventNames, methodNames } from "../../app/shared/contract/index";
import { EVENT_CHANNEL, methodChannel } from "../../app/shared/ipc-channels";
import { connectClient } from "../../app/web/client";
import { startWebHost, type WebHost } from "../../app/web/server";

/** The nested function names of an API object, as "group.fn" (plus top-level functions). */
function surface(api: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(api)) {
    if (typeof value === "function") names.push(key);
    else for (const [fn, f] of Object.entries(value as object)) names.push(typeof f === "function" ? `${key}.${fn}` : `${key}.${fn}:not-a-function`);
  }
  return names.sort();
}
const expected = [...methodNames, "onEvent"].sort();

/** Builds the real preload bundle and runs it against a recording fake of electron. */
async function loadPreload() {
  const out = await build({
    entryPoints: ["app/preload/preload.ts"], bundle: true, platform: "node", format: "cjs", external: ["electron"], write: false, logLevel: "silent",
  });
  const exposed: Record<string, unknown> = {};
  const invoked: { channel: string; args: unknown[] }[] = [];
  const onHandlers = new Map<string, (...a: unknown[]) => void>();
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
    ipcRenderer: {
      invoke: async (channel: string, ...args: unknown[]) => (invoked.push({ channel, args }), { ok: true, value: channel }),
      on: (channel: string, fn: (...a: unknown[]) => void) => onHandlers.set(channel, fn),
      send: () => assert.fail("the preload must not use send"),
      sendSync: () => assert.fail("the preload must not use sendSync"),
    },
  };
  const require = (id: string) => (id === "electron" ? electron : assert.fail(`the sandboxed preload required "${id}"`));
  runInNewContext(out.outputFiles[0]!.text, { require, module: { exports: {} }, exports: {}, console });
  return { exposed, invoked, onHandlers };
}

describe("contract", () => {
  it("names every method and event group.name, and no group collides with onEvent", () => {
    for (const n of [...methodNames, ...eventNames]) assert.match(n, NAME_PATTERN);
    assert.ok(!methodNames.some((n) => n.startsWith("onEvent.")));
    assert.ok(methodNames.includes("app.info") && methodNames.includes("app.ping"));
  });

  it("preload exposes exactly the contract, each method on its own channel, and nothing generic", async () => {
    const { exposed, invoked } = await loadPreload();
    assert.deepEqual(Object.keys(exposed), ["moxen"], "only window.moxen is exposed");
    const api = exposed.moxen as Record<string, Record<string, (a?: unknown) => Promise<unknown>>>;
    assert.deepEqual(surface(api), expected);
    for (const forbidden of ["invoke", "send", "ipcRenderer", "call", "on"]) assert.equal(forbidden in api, false, forbidden);
    assert.deepEqual(await api.app!.ping!({ echo: "x" }), { ok: true, value: methodChannel("app.ping") });
    assert.deepEqual(invoked, [{ channel: "moxen:call:app.ping", args: [{ echo: "x" }] }]);
  });

  it("preload events: contract names only, and the page gets the payload, never the IPC event", async () => {
    const { exposed, onHandlers } = await loadPreload();
    const api = exposed.moxen as { onEvent: (n: string, cb: (...a: unknown[]) => void) => () => void };
    assert.throws(() => api.onEvent("app.secretStuff", () => {}), /Unknown event "app\.secretStuff"/);
    const seen: unknown[][] = [];
    const off = api.onEvent("app.notice", (...a) => seen.push(a));
    const fakeIpcEvent = { sender: { send: () => {} } };
    onHandlers.get(EVENT_CHANNEL)!(fakeIpcEvent, "app.notice", { level: "info", message: "hi" });
    onHandlers.get(EVENT_CHANNEL)!(fakeIpcEvent, "app.other", { level: "info", message: "not for you" });
    off();
    onHandlers.get(EVENT_CHANNEL)!(fakeIpcEvent, "app.notice", { level: "info", message: "after unsubscribe" });
    assert.deepEqual(seen, [[{ level: "info", message: "hi" }]]);
  });

  it("the browser's window.moxen (buildApi over a transport) has the same shape", () => {
    const api = buildApi({ call: async () => ({ ok: true, value: null }), subscribe: () => () => {} });
    assert.deepEqual(surface(api as unknown as Record<string, unknown>), expected);
    assert.ok(Object.isFrozen(api));
  });

  describe("web host", () => {
    let host: WebHost;
    let dataDir: string;
    before(async () => {
      dataDir = mkdtempSync(join(tmpdir(), "moxen-contract-"));
      host = await startWebHost({ dataDir, log: () => {} });
    });
    after(async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("answers every contract method (none unknown) and only those", async () => {
      assert.deepEqual([...host.services.router.methodNames].sort(), [...methodNames].sort());
      const client = await connectClient(host);
      try {
        for (const name of methodNames) {
          const [g, f] = name.split(".") as [string, string];
          const fn = (client.api as unknown as Record<string, Record<string, () => Promise<{ ok: boolean; error?: { code: string } }>>>)[g]![f]!;
          const r = await fn();
          assert.notEqual(r.ok ? "ok" : r.error!.code, "unknown_method", name);
        }
        const info = await client.api.app.info();
        assert.deepEqual(info.ok && { dataDir: info.value.dataDir, shell: info.value.shell }, { dataDir, shell: "web" });
      } finally {
        await client.close();
      }
    });
  });
});
