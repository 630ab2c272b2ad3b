/** `moxen web` and `npm start` as a user runs them: real processes that print the address and serve it. */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";

const root = join(import.meta.dirname, "..", "..");

/** Starts `node <args>` in the project, collecting its output. */
function launch(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  /** Resolves to the printed address once it is ready; rejects if the process exits first. */
  const address = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = out.match(/Moxen is running at (http:\/\/127\.0\.0\.1:\d+\/\?k=[\w-]+)/);
      if (m && out.includes("Press Ctrl+C to stop.")) (clearInterval(timer), resolve(m[1]!));
    }, 50);
    void exited.then(() => (clearInterval(timer), reject(new Error(`exited early:\n${out}`))));
  });
  address.catch(() => {}); // only tests that await it care; don't report it unhandled
  return { child, exited, address, output: () => out };
}

function withDataDir(prefix: string, fn: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return fn(dir).finally(() => rmSync(dir, { recursive: true, force: true }));
}

describe("moxen web", () => {
  it("prints the URL, serves it, and stops cleanly on SIGINT", { timeout: 120_000 }, () =>
    withDataDir("moxen-cli-web-", async (dataDir) => {
      const p = launch(["bin/moxen.js", "web", "--data-dir", dataDir]);
      try {
        const url = await p.address;
        assert.match(p.output(), new RegExp(`Data folder: ${dataDir}`));
        const page = await fetch(url);
        assert.equal(page.status, 200);
        assert.match(await page.text(), /<title>Moxen<\/title>/);
        assert.equal((await fetch(url.replace(/\?k=.*/, ""))).status, 403);
        p.child.kill("SIGINT");
        assert.equal(await p.exited, 0);
      } finally {
        p.child.kill("SIGKILL");
      }
    }));

  it("explains a bad --port and exits 2", async () => {
    const p = launch(["bin/moxen.js", "web", "--port", "http"]);
    assert.equal(await p.exited, 2);
    assert.match(p.output(), /--port must be an integer, got "http"/);
  });
});

describe("npm start without a display", () => {
  it("falls back to the web host, prints the address, and stops on Ctrl+C", { timeout: 120_000 }, () =>
    withDataDir("moxen-start-", async (dataDir) => {
      const env: NodeJS.ProcessEnv = { ...process.env, MOXEN_DATA_DIR: dataDir };
      delete env.DISPLAY;
      delete env.WAYLAND_DISPLAY;
      const p = launch(["scripts/start.mjs"], env);
      try {
        const url = await p.address;
        assert.match(p.output(), /Electron cannot start here \(no display/);
        const page = await fetch(url);
        assert.equal(page.status, 200);
        assert.match(page.headers.get("content-security-policy") ?? "", /script-src 'self'/);
        p.child.kill("SIGINT"); // start.mjs passes it on to the web host, which closes cleanly
        assert.equal(await p.exited, 0);
        assert.match(p.output(), /Stopping Moxen/);
      } finally {
        p.child.kill("SIGKILL");
      }
    }));
});
