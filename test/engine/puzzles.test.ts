/**
 * Puzzles: every puzzle shipped in resources/puzzles has a solution that the rules engine
 * plays and that meets its goal; a wrong line does not (a draw is not a win, a Fog not cast is
 * a loss); `moxen puzzle` says so from the command line, with exit status 1 on a failure.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnSync } from "node:child_process";
import { checkPuzzleSolution } from "../../engine/scenario/puzzle";
import { MOXEN_CLI } from "../moxen-cli";

const DIR = resolve("resources/puzzles");
const files = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();
const load = (f: string) => JSON.parse(readFileSync(join(DIR, f), "utf8")) as { actions: { by: string; do: string; card?: string }[]; puzzle: { goal: string } };

test("at least eight puzzles ship, each solution legal and meeting its goal", () => {
  assert.ok(files.length >= 8, `${files.length} puzzles`);
  for (const f of files) {
    const r = checkPuzzleSolution(load(f), f);
    assert.ok(r.pass, `${f}: ${r.failures.join("; ")}`);
  }
});

test("a line that misses the goal fails: Psionic Blast without the Salve is a draw, not a win", () => {
  const doc = load("06-salve-then-blast.json");
  doc.actions = doc.actions.slice(3);
  delete (doc as { expect?: unknown }).expect;
  const r = checkPuzzleSolution(doc);
  assert.equal(r.pass, false);
  assert.match(r.failures.join(), /goal not met: the game ended without your win/);
});

test("a survive puzzle whose Fog is never cast is lost", () => {
  const doc = load("04-fog-survives.json");
  doc.actions = [
    { by: "B", do: "advance", to: "declare_attackers" } as never,
    { by: "B", do: "attack", attackers: ["b1", "b2", "b3"] } as never,
    { by: "B", do: "advance", to: "combat_damage" } as never,
  ];
  delete (doc as { expect?: unknown }).expect;
  const r = checkPuzzleSolution(doc);
  assert.equal(r.pass, false);
  assert.match(r.failures.join(), /you lost/);
});

test("moxen puzzle: PASS lines and status 0 for good files; a scenario without a puzzle, a missing file and bad JSON fail with a reason", () => {
  const ok = spawnSync(process.execPath, [MOXEN_CLI, "puzzle", join(DIR, files[0]!)], { encoding: "utf8" });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /^PASS /);
  const tmp = mkdtempSync(join(tmpdir(), "moxen-puzzle-"));
  const plain = join(tmp, "plain.json");
  writeFileSync(plain, JSON.stringify({ format: "moxen-scenario/1", name: "no puzzle", turn: { number: 1, active: "A", step: "precombat_main" }, players: { A: {}, B: {} }, actions: [] }));
  writeFileSync(join(tmp, "bad.json"), "{ not json");
  const bad = spawnSync(process.execPath, [MOXEN_CLI, "puzzle", plain, join(tmp, "missing.json"), join(tmp, "bad.json")], { encoding: "utf8" });
  assert.equal(bad.status, 1);
  const lines = bad.stdout.trim().split("\n");
  assert.equal(lines.length, 3);
  assert.match(lines[0]!, /FAIL .*no "puzzle" object/);
  assert.match(lines[1]!, /FAIL .*no such file/);
  assert.match(lines[2]!, /FAIL .*not valid JSON/);
});
