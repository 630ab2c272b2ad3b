/**
 * The computer drafter and `moxen winston`: two heuristic drafters play a Winston draft through the
 * protocol; the same seed prints the same pools, every card ends in exactly one pool, the audit is clean.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { seededBytes } from "../net/seeded-bytes";
import { runDraft } from "../../app/host/limited/winston/driver";
import { draftValue, heuristicChooser } from "../../app/host/limited/winston/drafter";
import type { SideView } from "../../app/host/limited/winston/side";
import { MOXEN_CLI } from "../moxen-cli";

const run = promisify(execFile);
const moxen = (...args: string[]) => run(process.execPath, [MOXEN_CLI, ...args], { timeout: 120_000 });

test("the drafter values cards by the heuristic's worth: a dragon over a bear over a basic land", () => {
  assert.ok(draftValue("Shivan Dragon") > draftValue("Grizzly Bears"));
  assert.ok(draftValue("Grizzly Bears") > draftValue("Mountain"));
  const view = (cards: string[], at = 0, mayPass = true): SideView => ({
    seat: 0, phase: "draft", active: 0, at, stack: 10, mayPass, pool: [], theirPool: { slots: [], cards: [] },
    piles: [0, 1, 2].map((i) => (i === at ? { slots: cards.map((_, k) => k), cards } : { slots: [9], cards: [null] })),
  });
  const choose = heuristicChooser();
  assert.equal(choose(view(["Shivan Dragon"])), "take");
  assert.equal(choose(view(["Mountain"])), "pass");
  assert.equal(choose(view(["Mountain"], 2, false)), "take", "a pile with nothing after it is taken");
});

test("two heuristic drafters play a whole draft through the protocol; the audit is clean", () => {
  const cards = ["Shivan Dragon", "Grizzly Bears", "Mountain", "Forest", "Lightning Bolt", "Giant Growth", "Hill Giant", "Llanowar Elves", "Island", "Counterspell"];
  const list = Array.from({ length: 40 }, (_, i) => cards[i % cards.length]!);
  const r = runDraft({ setup: { drawId: "ai", cards: list }, rands: [seededBytes("ai/A"), seededBytes("ai/B")], choosers: [heuristicChooser(), heuristicChooser()] });
  assert.equal(r.refused, null);
  assert.ok(r.audit.clean && r.audit.finished);
  if (r.audit.clean) assert.deepEqual([...r.audit.pools[0], ...r.audit.pools[1]].sort(), [...list].sort());
  assert.ok(r.sides[0].state.moves.some((m) => m.t === "take") && r.sides[0].state.moves.some((m) => m.t === "pass"));
});

test("moxen winston --seed prints both pools, the same for the same seed; a card file is drafted; bad input is refused", async () => {
  const one = await moxen("winston", "--seed", "7", "--count", "30");
  const two = await moxen("winston", "--seed", "7", "--count", "30");
  const strip = (s: string) => s.replace(/, [0-9.]+ s;/, ";");
  assert.equal(strip(one.stdout), strip(two.stdout));
  assert.match(one.stdout, /Winston draft, seed 7: 30 cards/);
  assert.match(one.stdout, /Audit: clean; every card in exactly one pool\./);
  const sizes = [...one.stdout.matchAll(/Seat \d: (\d+) cards/g)].map((m) => Number(m[1]));
  assert.equal(sizes.length, 2);
  assert.equal(sizes[0]! + sizes[1]!, 30);

  const dir = mkdtempSync(join(tmpdir(), "moxen-winston-"));
  try {
    const file = join(dir, "cards.txt");
    writeFileSync(file, ["# six cards", "Shivan Dragon", "Grizzly Bears", "Grizzly Bears", "Mountain", "Lightning Bolt", "Hill Giant"].join("\n"));
    const fromFile = await moxen("winston", "--seed", "2", "--cards", file);
    assert.match(fromFile.stdout, /6 cards/);
    assert.equal((fromFile.stdout.match(/Grizzly Bears/g) ?? []).length >= 1, true);
    writeFileSync(file, "Shivan Dragon\nNot A Card\nMountain\n");
    await assert.rejects(moxen("winston", "--cards", file), (e: { code: number; stderr: string }) => e.code === 2 && /not card names: Not A Card/.test(e.stderr));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await assert.rejects(moxen("winston", "--count", "2"), (e: { code: number }) => e.code === 2);
});

test("moxen winston --packs drafts the boosters opened from the seed (The Dark's 8-card packs: 16 cards), every card in one pool; a bad spec is refused", async () => {
  const r = await moxen("winston", "--seed", "4", "--packs", "DRK:2");
  assert.match(r.stdout, /Winston draft, seed 4: 16 cards/);
  assert.match(r.stdout, /Audit: clean; every card in exactly one pool\./);
  const sizes = [...r.stdout.matchAll(/Seat \d: (\d+) cards/g)].map((m) => Number(m[1]));
  assert.equal(sizes[0]! + sizes[1]!, 16);
  await assert.rejects(moxen("winston", "--packs", "XYZ:2"), (e: { code: number; stderr: string }) => e.code === 2 && /XYZ/.test(e.stderr));
  await assert.rejects(moxen("winston", "--packs", "DRK:2", "--count", "30"), (e: { code: number; stderr: string }) => e.code === 2 && /one of --packs/.test(e.stderr));
});
