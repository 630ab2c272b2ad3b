import assert from "node:assert/strict";
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
});
