/** `moxen sealed`: a sealed event between computer players, run as a user would (a real process). */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { boosterContents } from "../../app/host/collection/booster";
import { packSeed, poolBytes } from "../../app/host/limited/packs";
import type { BuiltDeck } from "../../app/host/limited/build";
import { checkAgainstPool } from "../../app/host/limited/sealed";
import { tempDir } from "../collection/helpers";
import { MOXEN_CLI } from "../moxen-cli";

const root = fileURLToPath(new URL("../..", import.meta.url));
const moxen = (...args: string[]) => {
  const r = spawnSync(process.execPath, [MOXEN_CLI, "sealed", ...args], {
    cwd: root, encoding: "utf8", timeout: 240_000, env: { ...process.env, MOXEN_DATA_DIR: join(tempDir(), "data") },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

interface Out {
  packs: string; seed: number; ai: string;
  sides: Record<"A" | "B", { packs: { name: string; set: string; number: string; rarity: string }[][]; decks: { main: string[]; sideboard: string[]; colors: string[]; valid: boolean }[] }>;
  games: { number: number; winner: string; first: string; deckOf: Record<"A" | "B", number> }[];
  standings: Record<"A" | "B", { wins: number; losses: number; draws: number }>;
  winner: string;
}

test("moxen sealed --json: each side's packs from the seed, legal decks from the pools, a best of three, reproducible", () => {
  const args = ["--ai", "heuristic", "--packs", "3ED:3", "--seed", "2", "--turn-cap", "25", "--json"];
  const a = moxen(...args);
  assert.equal(a.code, 0, a.err);
  const r = JSON.parse(a.out) as Out;
  assert.equal(r.packs, "3ED:3");
  const cards = loadCardData();
  const set = cards.sets.find((s) => s.code === "3ED")!;
  for (const p of ["A", "B"] as const) {
    const side = r.sides[p];
    assert.equal(side.packs.length, 3);
    // The packs are the shop's boosters from the side's bytes: nothing else decides them.
    side.packs.forEach((pack, i) => assert.deepEqual(pack, boosterContents(set, packSeed(poolBytes(2, p), i))));
    const pool = side.packs.flat().map((c) => c.name);
    assert.ok(side.decks.length >= 1 && side.decks.length <= 2);
    for (const d of side.decks) {
      assert.ok(d.valid);
      assert.ok(d.main.length >= 40);
      // Checked here again, independently of the command's own verdict.
      assert.deepEqual(checkAgainstPool(d as unknown as BuiltDeck, pool, cards).reasons, [], `${p}'s deck`);
    }
  }
  assert.ok(r.games.length >= 2 && r.games.length <= 3, `${r.games.length} games`);
  const wins = (p: string) => r.games.filter((g) => g.winner === p).length;
  assert.deepEqual([r.standings.A.wins, r.standings.B.wins], [wins("A"), wins("B")]);
  if (r.games.length === 2) assert.ok(wins("A") === 2 || wins("B") === 2, "a match ends early only at two wins");
  for (let i = 1; i < r.games.length; i++) {
    const prev = r.games[i - 1]!;
    if (prev.winner !== "draw") assert.equal(r.games[i]!.first, prev.winner === "A" ? "B" : "A", "the loser plays first");
  }
  assert.equal(r.winner, wins("A") > wins("B") ? "A" : wins("B") > wins("A") ? "B" : "draw");

  const again = moxen(...args);
  assert.equal(again.code, 0, again.err);
  assert.deepEqual(JSON.parse(again.out), r, "the same seed gives the same event");
});

test("moxen sealed: a bad --packs or --ai is a usage error (exit 2) that says what is wrong", () => {
  const cases: [string[], RegExp][] = [
    [["--ai", "heuristic", "--packs", "M21:6"], /--packs: unknown set "M21": choose among LEA, LEB/],
    [["--ai", "heuristic", "--packs", "3ED:0"], /--packs: 3ED:0: the count of packs is a whole number from 1 to 12/],
    [["--ai", "heuristic", "--packs", "3ED:13"], /from 1 to 12/],
    [["--ai", "heuristic", "--packs", "3ED:8,LEG:8"], /16 packs in all; at most 12/],
    [["--ai", "heuristic"], /--packs is required/],
    [["--ai", "genius", "--packs", "3ED:6"], /--ai: unknown AI "genius"/],
  ];
  for (const [args, re] of cases) {
    const r = moxen(...args);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.err}`);
    assert.match(r.err, re);
    assert.equal(r.out, "", "nothing is played");
  }
});
