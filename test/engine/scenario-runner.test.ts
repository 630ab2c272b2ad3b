/**
 * `npm run scenario` on a folder runs its *.json files only: a README beside the scenarios is
 * not run (it used to be, and was reported as a FAIL). A file named on the command line is run
 * whatever its name, and a malformed one fails with its name in the message.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

function runScenario(...paths: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, ["--import", "tsx", "app/cli/scenario-main.ts", ...paths], { cwd: root, encoding: "utf8" });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: err.stdout };
  }
}

const bolt = {
  format: "moxen-scenario/1",
  name: "Bolt to the face",
  turn: { number: 3, active: "A", step: "precombat_main" },
  players: { A: { battlefield: ["Mountain"], hand: ["Lightning Bolt"], library: ["Mountain"] }, B: { library: ["Plains"] } },
  actions: [{ by: "A", do: "cast", card: "A:Lightning Bolt", targets: ["B"] }, { by: "A", do: "pass" }, { by: "B", do: "pass" }],
  expect: { players: { B: { life: 17 } } },
};

test("a folder's README is not run; its scenarios are, also in subfolders", () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-scen-"));
  writeFileSync(join(dir, "README.md"), "# Notes about these scenarios\n");
  writeFileSync(join(dir, "bolt.json"), JSON.stringify(bolt));
  mkdirSync(join(dir, "more"));
  writeFileSync(join(dir, "more", "notes.txt"), "not a scenario");
  writeFileSync(join(dir, "more", "bolt-again.json"), JSON.stringify({ ...bolt, name: "Bolt again" }));
  const r = runScenario(dir);
  assert.equal(r.code, 0, r.out);
  assert.match(r.out, /2 passed, 0 failed/);
  assert.doesNotMatch(r.out, /README|notes\.txt/);
});

test("a named file is run whatever its name, and a malformed one fails naming the file", () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-scen-"));
  const odd = join(dir, "bolt.scenario");
  writeFileSync(odd, JSON.stringify(bolt));
  const bad = join(dir, "broken.json");
  writeFileSync(bad, "{ not json");
  const r = runScenario(odd, bad);
  assert.notEqual(r.code, 0);
  assert.match(r.out, /PASS Bolt to the face/);
  assert.match(r.out, new RegExp(`FAIL .*broken\\.json.*not valid JSON`));
  assert.match(r.out, /1 passed, 1 failed/);
});

test("an {ordered} or {contains} zone expectation holding objects instead of card names fails at validation, naming the field", () => {
  const dir = mkdtempSync(join(tmpdir(), "moxen-scen-"));
  const ordered = join(dir, "ordered-objects.json");
  writeFileSync(ordered, JSON.stringify({ ...bolt, name: "Objects in ordered", expect: { players: { A: { graveyard: { ordered: [{ card: "Lightning Bolt" }] } } } } }));
  const contains = join(dir, "contains-number.json");
  writeFileSync(contains, JSON.stringify({ ...bolt, name: "A number in contains", expect: { players: { B: { library: { contains: ["Plains", 3] } } } } }));
  const r = runScenario(ordered, contains);
  assert.notEqual(r.code, 0);
  // Before, {"ordered": [{...}]} was compared as text and the object's shape made it pass or fail by accident.
  assert.match(r.out, /FAIL .*ordered-objects\.json.*expect\.players\.A\.graveyard\.ordered\[0\].*must be a card name/);
  assert.match(r.out, /FAIL .*contains-number\.json.*expect\.players\.B\.library\.contains\[1\].*must be a card name/);
});
