import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { appRoot, appVersion, resolveDataDir } from "../../app/host/paths";
import { resolveStaticFile } from "../../app/host/static-files";

describe("data folder", () => {
  const home = "/home/ann";
  it("uses --data-dir first, then MOXEN_DATA_DIR", () => {
    assert.equal(resolveDataDir({ flag: "/x/flag", env: { MOXEN_DATA_DIR: "/x/env" }, home }), "/x/flag");
    assert.equal(resolveDataDir({ env: { MOXEN_DATA_DIR: "/x/env" }, home }), "/x/env");
  });
  it("defaults to the platform's usual place", () => {
    assert.equal(resolveDataDir({ env: {}, platform: "linux", home }), "/home/ann/.local/share/moxen");
    assert.equal(resolveDataDir({ env: { XDG_DATA_HOME: "/data" }, platform: "linux", home }), "/data/moxen");
    assert.equal(resolveDataDir({ env: { XDG_DATA_HOME: "relative" }, platform: "linux", home }), "/home/ann/.local/share/moxen");
    assert.equal(resolveDataDir({ env: {}, platform: "darwin", home }), "/home/ann/Library/Application Support/Moxen");
    assert.equal(resolveDataDir({ env: { APPDATA: "C:/Users/ann/AppData/Roaming" }, platform: "win32", home }), join("C:/Users/ann/AppData/Roaming", "Moxen"));
  });
});

describe("app root", () => {
  it("finds Moxen's package.json and version", () => {
    assert.equal(appRoot(), join(import.meta.dirname, "..", ".."));
    assert.match(appVersion(), /^\d+\.\d+\.\d+/);
  });
});

describe("static files", () => {
  const dir = join(import.meta.dirname, "..", "..", "renderer");
  it("serves files inside the folder, index.html for / and extension-less routes", () => {
    assert.equal(resolveStaticFile(dir, "/"), join(dir, "index.html"));
    assert.equal(resolveStaticFile(dir, "/decks"), join(dir, "index.html"));
    assert.equal(resolveStaticFile(dir, "/vite.config.ts"), join(dir, "vite.config.ts"));
    assert.equal(resolveStaticFile(dir, "/missing.js"), null);
  });
  it("refuses anything that would leave the folder", () => {
    for (const p of ["/../package.json", "/%2e%2e/package.json", "/src/../../package.json", "/..%2fpackage.json", "/%00.js", "/%E0%A4%A.js", "/..\\package.json"]) {
      assert.equal(resolveStaticFile(dir, p), null, p);
    }
  });
  it("refuses a symlink (to a file or a folder) that leads out of the folder, and anything not a regular file", () => {
    const base = mkdtempSync(join(tmpdir(), "moxen-static-"));
    const root = join(base, "renderer");
    mkdirSync(join(root, "assets"), { recursive: true });
    writeFileSync(join(root, "index.html"), "<!doctype html>");
    writeFileSync(join(root, "assets", "app.js"), "1");
    writeFileSync(join(base, "secret.txt"), "the player's secrets");
    mkdirSync(join(base, "private"));
    writeFileSync(join(base, "private", "key.json"), "{}");
    symlinkSync(join(base, "secret.txt"), join(root, "secret.txt"));
    symlinkSync(join(base, "private"), join(root, "assets", "private"));
    symlinkSync(join(root, "assets", "app.js"), join(root, "alias.js"));
    execFileSync("mkfifo", [join(root, "pipe.js")]);
    try {
      assert.equal(resolveStaticFile(root, "/secret.txt"), null, "a symlinked file outside");
      assert.equal(resolveStaticFile(root, "/assets/private/key.json"), null, "a file under a symlinked folder outside");
      assert.equal(resolveStaticFile(root, "/pipe.js"), null, "a FIFO");
      assert.equal(resolveStaticFile(root, "/assets/app.js"), join(realpathSync(root), "assets", "app.js"));
      assert.equal(resolveStaticFile(root, "/alias.js"), join(realpathSync(root), "assets", "app.js"), "a symlink that stays inside is fine");
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
