import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, it } from "node:test";
import { checkImports } from "../../scripts/check-imports";

const root = join(import.meta.dirname, "..", "..");

/** A throwaway project tree with the given files. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "moxen-boundaries-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const bad = {
  "engine/rules.ts": 'import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n',
  "engine/lazy.ts": 'export const load = () => import("fs");\n',
  "engine/ref.ts": '/// <reference types="node" />\nexport {};\n',
  "app/host/window.ts": 'import { BrowserWindow } from "electron";\nexport const w = BrowserWindow;\n',
  "app/web/req.ts": 'const e = require("electron");\nexport default e;\n',
  "app/shared/uses-engine.ts": 'import { createGame } from "../../engine/index";\nexport const c = createGame;\n',
  "renderer/src/sneaky.ts": 'import { createServices } from "../../app/host/services";\nexport const s = createServices;\n',
  "renderer/src/db.ts": 'import Database from "better-sqlite3";\nexport default Database;\n',
  "app/preload/extra.ts": 'import { join } from "path";\nexport const j = join;\n',
};
const fine = {
  "engine/ok.ts": 'import type { X } from "./types";\nimport cards from "../resources/cards/cards.json";\nexport const y: X | undefined = undefined; export { cards };\n',
  "engine/types.ts": "export type X = number;\n",
  "app/shared/types-only.ts": 'import type { Action } from "../../engine/types";\nexport type { GameState } from "../../engine/index";\nexport type A = Action;\n',
  "app/host/svc.ts": 'import { readFileSync } from "node:fs";\nimport Database from "better-sqlite3";\nimport { apply } from "../../engine/index";\nimport { v } from "../shared/validate";\nexport { readFileSync, Database, apply, v };\n',
  "app/main/main.ts": 'import { app } from "electron";\nimport { createServices } from "../host/services";\nexport { app, createServices };\n',
  "app/preload/preload.ts": 'import { contextBridge } from "electron";\nimport { buildApi } from "../shared/contract/client";\nexport { contextBridge, buildApi };\n',
  "renderer/src/App.tsx": 'import { create } from "zustand";\nimport { buildApi } from "../../app/shared/contract/client";\nimport type { Action } from "../../engine/types";\nexport const a: Action | null = null; export { create, buildApi };\n',
};

describe("import boundary check", () => {
  it("finds every forbidden import, with file, line and reason", () => {
    const dir = fixture({ ...bad, ...fine });
    dirs.push(dir);
    const found = checkImports(dir).map((v) => `${v.file}:${v.line} ${v.specifier}`).sort();
    assert.deepEqual(found, [
      "app/host/window.ts:1 electron",
      "app/preload/extra.ts:1 path",
      "app/shared/uses-engine.ts:1 ../../engine/index",
      "app/web/req.ts:1 electron",
      "engine/lazy.ts:1 fs",
      "engine/ref.ts:1 node",
      "engine/rules.ts:1 node:fs",
      "renderer/src/db.ts:1 better-sqlite3",
      "renderer/src/sneaky.ts:1 ../../app/host/services",
    ]);
    const shared = checkImports(dir).find((v) => v.file === "app/shared/uses-engine.ts")!;
    assert.match(shared.reason, /may import only types from engine/);
  });

  it("the script exits 1 on a forbidden import and 0 on a clean tree", () => {
    const dirty = fixture({ "engine/rules.ts": bad["engine/rules.ts"] });
    const clean = fixture(fine);
    dirs.push(dirty, clean);
    const run = (d: string) => spawnSync(process.execPath, ["--import", "tsx", "scripts/check-imports.ts", d], { cwd: root, encoding: "utf8" });
    const r1 = run(dirty);
    assert.equal(r1.status, 1);
    assert.match(r1.stderr, /engine\/rules\.ts:1: engine may not use Node built-in "node:fs"/);
    const r2 = run(clean);
    assert.equal(r2.status, 0, r2.stderr);
  });

  it("the project itself keeps its layers", () => {
    assert.deepEqual(checkImports(root), []);
  });
});
