/**
 * Puzzles through the real host: the shipped list, a puzzle solved against the computer (the
 * match ends as a win with the goal in its reason, and pays no coins), one failed (a survive
 * goal with the Fog never cast), a file the player opens, and bad files refused with a reason
 * and nothing stored.
 */
import { describe, it, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { Action } from "../../engine/index";
import type { MatchSummary, MatchUpdate, PuzzleInfo } from "../../app/shared/contract/match";
import { openHost, removeTempDirs, untilMyTurn } from "./helpers";

after(removeTempDirs);

const handCard = (u: MatchUpdate, name: string) => u.view!.players[u.seat].hand!.find((c) => c.name === name)!.id;
const pass = (u: MatchUpdate): Action => ({ type: "pass", player: u.seat });

describe("puzzles", () => {
  it("lists the shipped puzzles with their goals in words", async () => {
    const h = await openHost();
    try {
      const list = (await h.ok("match.puzzles")) as PuzzleInfo[];
      assert.ok(list.length >= 8);
      assert.deepEqual(list[0], { id: "01-two-bolts", title: "Two bolts", goal: "win", you: "A", by: { turn: 3, step: "cleanup" }, words: "Win by the end of turn 3.", hint: list[0]!.hint });
    } finally {
      await h.close();
    }
  });

  it("solving a puzzle ends the match as a win, with the goal met in the reason, and pays no coins", async () => {
    const h = await openHost();
    try {
      const coins = ((await h.ok("profile.get")) as { coins: number }).coins;
      const m = (await h.ok("match.startPuzzle", { puzzle: "01-two-bolts" })) as MatchSummary;
      assert.equal(m.seats.A.control, "you");
      assert.equal(m.seats.A.deck, "Puzzle: Two bolts");
      for (let bolt = 0; bolt < 2; bolt++) {
        let u = await untilMyTurn(h, m.id);
        await h.ok("match.submit", { matchId: m.id, action: { type: "cast", player: "A", card: handCard(u, "Lightning Bolt"), targets: ["B"] } });
        u = await untilMyTurn(h, m.id);
        await h.ok("match.submit", { matchId: m.id, action: pass(u) });
      }
      const done = (await h.ok("match.get", { matchId: m.id })) as MatchSummary;
      assert.equal(done.status, "finished");
      assert.equal(done.result!.winner, "A");
      assert.match(done.result!.reason, /^puzzle solved: /);
      assert.equal(((await h.ok("profile.get")) as { coins: number }).coins, coins, "puzzles pay no coins");
    } finally {
      await h.close();
    }
  });

  it("a puzzle in progress survives a restart of the host and can still be solved", async () => {
    const h = await openHost();
    const dir = h.dataDir;
    let matchId = 0;
    try {
      const m = (await h.ok("match.startPuzzle", { puzzle: "01-two-bolts" })) as MatchSummary;
      matchId = m.id;
      let u = await untilMyTurn(h, m.id);
      await h.ok("match.submit", { matchId, action: { type: "cast", player: "A", card: handCard(u, "Lightning Bolt"), targets: ["B"] } });
      u = await untilMyTurn(h, m.id);
      await h.ok("match.submit", { matchId, action: pass(u) });
    } finally {
      await h.close();
    }
    const again = await openHost(dir);
    try {
      assert.ok(((await again.ok("match.list")) as MatchSummary[]).some((s) => s.id === matchId), "listed as unfinished");
      let u = await untilMyTurn(again, matchId);
      assert.equal(u.view!.players.B.life, 3);
      await again.ok("match.submit", { matchId, action: { type: "cast", player: "A", card: handCard(u, "Lightning Bolt"), targets: ["B"] } });
      u = await untilMyTurn(again, matchId);
      await again.ok("match.submit", { matchId, action: pass(u) });
      const done = (await again.ok("match.get", { matchId })) as MatchSummary;
      assert.equal(done.status, "finished");
      assert.match(done.result!.reason, /^puzzle solved/);
    } finally {
      await again.close();
    }
  });

  it("a survive puzzle whose Fog is never cast is lost, said as such", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.startPuzzle", { puzzle: "04-fog-survives" })) as MatchSummary;
      for (let i = 0; i < 50; i++) {
        const u = await untilMyTurn(h, m.id);
        if (u.status !== "playing") break;
        await h.ok("match.submit", { matchId: m.id, action: pass(u) });
      }
      const done = (await h.ok("match.get", { matchId: m.id })) as MatchSummary;
      assert.equal(done.status, "finished");
      assert.equal(done.result!.winner, "B");
      assert.match(done.result!.reason, /^puzzle not solved: you lost/);
    } finally {
      await h.close();
    }
  });

  it("a puzzle file the player opens is played the same way; bad files are refused with a reason and store nothing", async () => {
    const h = await openHost();
    try {
      const text = readFileSync("resources/puzzles/06-salve-then-blast.json", "utf8");
      const m = (await h.ok("match.startPuzzle", { text })) as MatchSummary;
      assert.equal(m.seats.A.deck, "Puzzle: Careful with the Blast");
      const before = ((await h.ok("match.history")) as MatchSummary[]).length + ((await h.ok("match.list")) as MatchSummary[]).length;
      const scenario = JSON.parse(text);
      delete scenario.puzzle;
      const cases: [unknown, RegExp][] = [
        [{ text: "{ nope" }, /not valid JSON/],
        [{ text: JSON.stringify(scenario) }, /without a "puzzle" object/],
        [{ text: JSON.stringify({ ...JSON.parse(text), players: { A: { hand: ["No Such Card"] }, B: {} } }) }, /not a puzzle file Moxen can read|cannot be set up/],
        [{ puzzle: "99-missing" }, /no puzzle "99-missing"/],
        [{ puzzle: "01-two-bolts", text }, /not both/],
      ];
      for (const [args, why] of cases) {
        const r = await h.call("match.startPuzzle", args);
        assert.equal(r.ok, false, JSON.stringify(args).slice(0, 60));
        if (!r.ok) assert.match(r.error.message, why);
      }
      const after = ((await h.ok("match.history")) as MatchSummary[]).length + ((await h.ok("match.list")) as MatchSummary[]).length;
      assert.equal(after, before, "nothing stored for a refused file");
    } finally {
      await h.close();
    }
  });
});
