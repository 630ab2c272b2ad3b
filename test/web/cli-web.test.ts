/** `moxen web` as a user runs it: a real process that prints the address and serves it. */
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";

const root = join(import.meta.dirname, "..", "..");

/** Waits until the child has printed the address and is ready; rejects if it exits first. */
function addressFrom(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = output().match(/Moxen is running at (http:\/\/127\.0\.0\.1:\d+\/\?k=[\w-]+)/);
      if (m && output().includes("Press Ctrl+C to stop.")) (clearInterval(timer), resolve(m[1]!));
    }, 50);
    child.once("exit", () => (clearInterval(timer), reject(new Error(`exited early:\n${output()}`))));
  });
}

describe("moxen web", () => {
  it("prints the URL, serves it, and stops cleanly on SIGINT", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "moxen-cli-web-"));
    const child = spawn(process.execPath, ["bin/moxen.js", "web", "--data-dir", dataDir], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    try {
      const url = await addressFrom(child, () => out);
      assert.match(out, new RegExp(`Data folder: ${dataDir}`));
      const page = await fetch(url);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<title>Moxen<\/title>/);
      assert.equal((await fetch(url.replace(/\?k=.*/, ""))).status, 403);
      child.kill("SIGINT");
      assert.equal(await exited, 0);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("explains a bad --port and exits 2", async () => {
    const child = spawn(process.execPath, ["bin/moxen.js", "web", "--port", "http"], { cwd: root });
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    const code = await new Promise((r) => child.on("exit", r));
    assert.equal(code, 2);
    assert.match(err, /--port must be an integer, got "http"/);
  });
});

describe("npm start without a display", () => {
  it("falls back to the web host, prints the address, and stops on Ctrl+C", { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "moxen-start-"));
    const env: NodeJS.ProcessEnv = { ...process.env, MOXEN_DATA_DIR: dataDir };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    try {
      const url = await addressFrom(child, () => out);
      assert.match(out, /Electron cannot start here \(no display/);
      const page = await fetch(url);
      assert.equal(page.status, 200);
      assert.match(page.headers.get("content-security-policy") ?? "", /script-src 'self'/);
      child.kill("SIGINT"); // start.mjs passes it on to the web host, which closes cleanly
      assert.equal(await exited, 0);
      assert.match(out, /Stopping Moxen/);
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
