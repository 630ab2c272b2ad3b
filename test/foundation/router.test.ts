import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { HostError } from "../../app/host/errors";
import { createRouter, type Handlers } from "../../app/host/ipc/router";
import { methodNames } from "../../app/shared/contract/index";

/** Handlers for every contract method: each records its call and answers "default". */
function handlersFor(overrides: Partial<Record<string, (args: unknown) => unknown>> = {}) {
  const calls: { name: string; args: unknown }[] = [];
  const handlers = Object.fromEntries(
    methodNames.map((name) => [name, (args: unknown) => (calls.push({ name, args }), overrides[name] ? overrides[name]!(args) : "default")]),
  ) as unknown as Handlers;
  return { handlers, calls };
}
const quiet = { log: () => {} };
const ctx = { client: "test:1" };

describe("router", () => {
  it("refuses to start unless it has exactly one handler per contract method", () => {
    const { handlers } = handlersFor();
    const missing = { ...handlers } as Record<string, unknown>;
    delete missing["app.info"];
    assert.throws(() => createRouter(missing as Handlers), /Missing: \[app\.info\]/);
    assert.throws(() => createRouter({ ...handlers, "app.shutdown": () => 1 } as Handlers), /Not in contract: \[app\.shutdown\]/);
    assert.doesNotThrow(() => createRouter(handlers));
  });

  it("runs the handler with the validated argument and wraps its value", async () => {
    const { handlers, calls } = handlersFor({ "app.ping": (a) => ({ echo: (a as { echo: string }).echo, at: 1 }) });
    const r = createRouter(handlers, quiet);
    assert.deepEqual(await r.call("app.ping", { echo: "hi" }, ctx), { ok: true, value: { echo: "hi", at: 1 } });
    assert.deepEqual(calls, [{ name: "app.ping", args: { echo: "hi" } }]);
  });

  it("answers bad calls with clear errors and never reaches the handler", async () => {
    const { handlers, calls } = handlersFor();
    const r = createRouter(handlers, quiet);
    assert.deepEqual(await r.call("app.ping", { echo: 42 }, ctx), {
      ok: false,
      error: { code: "invalid_argument", message: 'app.ping: argument "echo" must be a string of at most 200 characters' },
    });
    assert.deepEqual(await r.call("app.info", { please: true }, ctx), {
      ok: false,
      error: { code: "invalid_argument", message: "app.info: argument must not be given: this method takes no argument" },
    });
    for (const name of ["app.nope", "__proto__", "constructor", "toString", 42, null, undefined, { a: 1 }]) {
      const res = await r.call(name, undefined, ctx);
      assert.equal(res.ok, false);
      assert.equal(!res.ok && res.error.code, "unknown_method", `for ${String(name)}`);
    }
    assert.equal(calls.length, 0);
  });

  it("turns handler failures into results: HostError keeps its code, others become internal", async () => {
    const { handlers } = handlersFor({
      "app.info": () => {
        throw new HostError("not_found", "No such deck.");
      },
      "app.ping": async () => {
        throw new TypeError("boom");
      },
    });
    const logged: string[] = [];
    const r = createRouter(handlers, { log: (m) => logged.push(m) });
    assert.deepEqual(await r.call("app.info", undefined, ctx), { ok: false, error: { code: "not_found", message: "No such deck." } });
    assert.deepEqual(await r.call("app.ping", undefined, ctx), { ok: false, error: { code: "internal", message: "app.ping failed: boom" } });
    assert.deepEqual(logged, ["moxen: app.ping failed:"]);
  });
});
