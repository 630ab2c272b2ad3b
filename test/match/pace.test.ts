/**
 * The computer waits after casting a spell (issue 21): with a pace, the host shows its Terror on
 * the stack, still holding priority, for that long before its next action (its pass), so the
 * player sees it; without one (tests, the CLI) it does not wait. The pace comes from the
 * animation-speed setting in the app (app/shared/pace.ts).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, describe, it } from "node:test";
import { aiComputer } from "../../app/host/match/computer";
import { createServices } from "../../app/host/services";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { SHOW_MS } from "../../app/shared/pace";
import { removeTempDirs, sleep, tempDir } from "./helpers";

after(removeTempDirs);

/** From my pass in the first main phase: when the Terror shows on the stack, and when I get the move (ms). */
async function watchTerror(pace: number): Promise<{ shownFor: number; terrorSeen: boolean }> {
  const services = await createServices({ dataDir: tempDir(), shell: "web", log: () => {}, match: { computer: aiComputer({ inline: true, budgetMs: 50 }), pace: () => pace } });
  const call = async (name: string, args?: unknown) => {
    const r = (await services.router.call(name, args, { client: "ws:1" })) as { ok: boolean; value?: any; error?: { message: string } };
    if (!r.ok) throw new Error(`${name}: ${r.error?.message}`);
    return r.value;
  };
  try {
    const text = readFileSync("e2e/fixtures/watch-terror.json", "utf8");
    const m = (await call("match.startPuzzle", { text })) as MatchSummary;
    let u = (await call("match.view", { matchId: m.id })) as MatchUpdate;
    assert.equal(u.view!.turn.step, "precombat_main");
    await call("match.submit", { matchId: m.id, action: { type: "pass" } });
    let seenAt = 0;
    const deadline = Date.now() + 20_000;
    for (;;) {
      u = (await call("match.view", { matchId: m.id })) as MatchUpdate;
      const terror = u.view!.stack.some((i) => i.name === "Terror");
      if (terror && !seenAt) seenAt = Date.now();
      if (u.legal) return { shownFor: seenAt ? Date.now() - seenAt : 0, terrorSeen: terror };
      if (Date.now() > deadline) throw new Error("never got the move back");
      await sleep(5);
    }
  } finally {
    await services.close();
  }
}

describe("the computer's pace", () => {
  it("waits the pace after casting Terror before passing; does not wait without one", async () => {
    const paced = await watchTerror(400);
    assert.equal(paced.terrorSeen, true, "the Terror is on the stack when I get the move");
    assert.ok(paced.shownFor >= 350, `the Terror showed ${paced.shownFor} ms before the computer passed`);
    const quick = await watchTerror(0);
    assert.equal(quick.terrorSeen, true);
    assert.ok(quick.shownFor < 350, `no pace: ${quick.shownFor} ms`);
  });

  it("the pace follows the animation speed: about 1.2 s at normal, none when off", () => {
    assert.equal(SHOW_MS.off, 0);
    assert.ok(SHOW_MS.normal >= 1000 && SHOW_MS.normal <= 1500);
    assert.ok(SHOW_MS.fast < SHOW_MS.normal && SHOW_MS.normal < SHOW_MS.slow);
  });
});
