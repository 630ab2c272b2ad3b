/**
 * The replay is read-only and clean (e2e, Chromium): a finished match's replay shows no
 * "Drag a land here" hint (nothing can be played in a replay), and moving its slider leaves no
 * stray floating life change ("−9") behind.
 */
import assert from "node:assert/strict";
import { it } from "node:test";
import type { Page } from "playwright-core";
import type { MatchUpdate } from "../app/shared/contract/match";
import { browserSuite } from "./harness";
import { concede, playFromHost } from "./host-game";
import { shot } from "./play-helpers";

browserSuite("Replay: read-only, no stray labels (e2e, Chromium)", { timeoutMs: 300_000 }, (suite) => {
  let page: Page;
  let matchId = 0;
  const step = suite.step;

  it("a match is played for some turns, with damage, and conceded", async () => {
    const hurt = (u: MatchUpdate) => !!u.view && (u.view.players.A.life < 20 || u.view.players.B.life < 20);
    const { match, update } = await playFromHost(suite.e2e, { seed: "e2e-replay-1", until: (u) => (u.view?.turn.number ?? 0) >= 6 && hurt(u) });
    assert.ok(hurt(update), "someone lost life");
    await concede(suite.e2e, match.id);
    matchId = match.id;
    page = await suite.open("#/play");
  });

  step("the replay at its first step has no 'Drag a land here' hint", async () => {
    await page.getByTestId(`replay-${matchId}`).click();
    await page.getByTestId("replay").waitFor();
    await page.getByTestId("replay-step").filter({ hasText: /^0 \/ \d+$/ }).waitFor();
    await page.locator(".replay .game-table").waitFor();
    assert.equal(await page.getByText(/Drag a land here/).count(), 0, "a replay invites no drags");
    await page.getByTestId("replay-last").click();
    await page.getByTestId("replay-step").filter({ hasText: /^(\d+) \/ \1$/ }).waitFor();
    // The replay's log is the same story by turn as the table's.
    await page.locator(".replay [data-testid=log-turn-head]").filter({ hasText: /^Turn \d+ — / }).nth(3).waitFor();
    assert.equal(await page.locator(".replay [data-testid=log-line][data-class=detail]").count(), 0, "no passes or mana by default");
    await page.locator("[aria-label='First step']").click();
    await page.getByTestId("replay-step").filter({ hasText: /^0 \/ \d+$/ }).waitFor();
    await shot(page, "replay-view-1-start");
  });

  step("moving the slider floats no '−N' over the table, and leaves none behind", async () => {
    const total = Number((await page.getByTestId("replay-step").textContent())!.split("/")[1]);
    // Every "+N"/"−N" label that appears on the replay from now on, even for a moment.
    await page.evaluate(() => {
      const w = window as unknown as { floated: string[] };
      w.floated = [];
      new MutationObserver((muts) => {
        for (const mu of Array.from(muts))
          for (const n of Array.from(mu.addedNodes)) {
            const el = n instanceof HTMLElement ? n : n.parentElement;
            if (el && /^[−+-]\d+$/.test(n.textContent?.trim() ?? "") && el.closest(".replay")) w.floated.push(`${el.className}: ${n.textContent}`);
          }
      }).observe(document.querySelector(".replay")!, { childList: true, subtree: true, characterData: true });
    });
    const slider = page.getByLabel("Step", { exact: true });
    await slider.focus();
    for (const [key, at] of [["End", total], ["Home", 0], ["End", total]] as const) {
      await slider.press(key);
      await page.getByTestId("replay-step").filter({ hasText: new RegExp(`^${at} / ${total}$`) }).waitFor();
    }
    // The life totals show the end of the game…
    await page.waitForFunction(() => Array.from(document.querySelectorAll(".replay .pp-life-value")).some((e) => e.textContent !== "20"));
    await shot(page, "replay-view-2-end");
    // …and no number floated over them: a jump of the slider is not a life change.
    assert.deepEqual(await page.evaluate(() => (window as unknown as { floated: string[] }).floated), [], "no '−N' floated on the replay");
    const stray = await page.evaluate(() =>
      Array.from(document.querySelectorAll(".replay *"))
        .filter((e) => e.children.length === 0 && /^[−+-]\d+$/.test(e.textContent?.trim() ?? ""))
        .map((e) => `${e.className}: ${e.textContent}`),
    );
    assert.deepEqual(stray, [], "no stray number on the replay");
    assert.equal(await page.getByText(/Drag a land here/).count(), 0);
    assert.deepEqual(suite.problems, []);
  });
});
