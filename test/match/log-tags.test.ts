/**
 * Log tags (issue 21): every game log line the host sends carries what it records (the engine
 * event's kind), one tag per line, so the table can tell the story and fold away passes and mana.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { MatchSummary, MatchUpdate, ReplayStep } from "../../app/shared/contract/match";
import { openHost, playRandomly, removeTempDirs } from "./helpers";

after(removeTempDirs);

describe("log tags", () => {
  it("a tag per line in updates and replays: turns with their number and player, mana abilities marked", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random", seed: "log-tags-1" })) as MatchSummary;
      await playRandomly(h, m.id, 60, 3);
      const u = (await h.ok("match.view", { matchId: m.id })) as MatchUpdate;
      assert.equal(u.tags?.length, u.events.length);
      assert.equal(u.tags![0]!.kind, "note", "the host's opening line");
      const turns = u.tags!.filter((t) => t.kind === "turn");
      assert.ok(turns.length >= 2);
      assert.equal(turns[0]!.turn, 1);
      assert.ok([u.view!.players.A.name, u.view!.players.B.name].includes(turns[0]!.player!), "the turn's player by name");
      u.events.forEach((text, i) => {
        const t = u.tags![i]!;
        if (/ passes$/.test(text)) assert.equal(t.kind, "pass");
        if (/'s mana ability$/.test(text)) assert.deepEqual([t.kind, t.mana], ["activate", true]);
        if (/declares no (attackers|blockers)$/.test(text)) assert.equal(t.none, true);
      });
      // The updates pushed as the game goes carry them too.
      const pushed = h.events.filter((e) => e.name === "match.updated").map((e) => e.payload as MatchUpdate);
      assert.ok(pushed.length > 0 && pushed.every((p) => p.tags?.length === p.events.length));
      const r = (await h.ok("match.replay", { matchId: m.id, step: u.step })) as ReplayStep;
      assert.equal(r.logTags?.length, r.log.length);
      assert.ok(r.logTags!.some((t) => t.kind === "turn" && t.turn === 1));
    } finally {
      await h.close();
    }
  });
});
