/**
 * The packaging tool versions: Electron and electron-builder pinned exactly, the lock file
 * agreeing with the pins, Electron's binary download still off for installs, and the README
 * saying which Node packaging needs while install and tests keep working on Node 20.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";

const root = join(import.meta.dirname, "../..");
const json = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const pkg = json("package.json");
const lock = json("package-lock.json");

describe("Electron and electron-builder versions", () => {
  it("are pinned exactly, and the lock file installs the pinned versions", () => {
    for (const name of ["electron", "electron-builder"]) {
      const pin = pkg.devDependencies[name] as string;
      assert.match(pin, /^\d+\.\d+\.\d+$/, `${name} is pinned to one version`);
      assert.equal(lock.packages[""].devDependencies[name], pin, `package-lock.json's root lists ${name} ${pin}`);
      assert.equal(lock.packages[`node_modules/${name}`].version, pin, `package-lock.json installs ${name} ${pin}`);
    }
  });

  it("Electron is 45 or newer (38 and older are out of support)", () => {
    assert.ok(Number(pkg.devDependencies.electron.split(".")[0]) >= 45, pkg.devDependencies.electron);
  });

  it("installs never download Electron's binary, and the project still installs on Node 20", () => {
    assert.equal(pkg.allowScripts.electron, false);
    assert.equal(pkg.engines.node, ">=20.19");
  });

  it("the README's Packaging section names the Node version packaging needs", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Packaging"), readme.indexOf("\n## ", readme.indexOf("## Packaging") + 1));
    const major = pkg.devDependencies.electron.split(".")[0];
    assert.match(section, new RegExp(`Electron ${major}\\b`));
    assert.match(section, /Node 22\.12 or newer/);
    assert.match(section, /Node 20(\.19)? and newer/);
  });
});
