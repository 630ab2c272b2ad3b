/**
 * Log tags (issue 21): every game log line the host sends carries what it records (the engine
 * event's kind), one tag per line, so the table can tell the story and fold away passes and mana.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import type { MatchSummary, MatchUpdate, ReplayStep } from "../../app/shared/contract/match";
import { linesOf } from "../../app/host/match/replay";
import { applyAction } from "../../engine/core/actions";
import { validateScenario } from "../../engine/scenario/format";
import { startScenario } from "../../engine/scenario/run";
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

  it("a death's lines name the permanent: destroy and dies tell the same one (the table shows one line)", () => {
    const sg = startScenario(validateScenario({
      format: "moxen-scenario/1", name: "log tags: a death",
      turn: { number: 3, active: "A", step: "precombat_main" },
      players: { A: { battlefield: ["Mountain"], hand: [{ card: "Lightning Bolt", id: "bolt" }] }, B: { battlefield: [{ card: "Hill Giant", id: "hg" }] } },
    }));
    const bolt = sg.state.players.A.hand[0]!;
    const giant = sg.state.battlefield.find((id) => sg.state.objects[id]!.name === "Hill Giant")!;
    const lines = [];
    let state = sg.state;
    for (const action of [{ type: "cast", player: "A", card: bolt, targets: [giant] }, { type: "pass", player: "A" }, { type: "pass", player: "B" }]) {
      const r = applyAction(state, action as never);
      assert.ok(r.ok, JSON.stringify(r));
      state = r.state;
      lines.push(...linesOf(1, r.events, state));
    }
    const destroy = lines.find((l) => l.tag?.kind === "destroy")!;
    const dies = lines.find((l) => l.tag?.kind === "dies")!;
    assert.equal(destroy.text, "Hill Giant is destroyed");
    assert.equal(dies.text, "Hill Giant dies");
    assert.equal(destroy.tag!.object, giant);
    assert.equal(dies.tag!.object, giant, "the dies line names the permanent it was, not its new graveyard card");
  });
});
