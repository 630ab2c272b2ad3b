/**
 * A new player's first game, scripted (issue 21): a fresh data folder, the Play screen reached
 * through the top bar, a built-in deck against the beginner computer, and a whole game played to
 * a win the way a newcomer plays: everything playable cast in the first main phase (at the
 * opponent or their creature when it wants a target), every able creature attacking, no blocks,
 * and passing only with F2 and F4 (the table's defaults: auto-pass on, no stops changed). Checked
 * afterwards against the match log, rebuilt with the engine: no main phase in which the player
 * could act was passed without a key pressed there, nor any smart stop; and every spell the
 * computer cast was shown large on the table while the player watched.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { answerDialog, answerOtherPrompt, audit, DEFAULT_STOPS, LANDS, positions, settle, type Press } from "./passing-helpers";
import { shot, snapshot, startVsComputer, waitForChange } from "./play-helpers";

/** Records every opponent's cast or activation the table shows large (OpponentCast.tsx), as it appears. */
const WATCH_SHOWN = `(() => {
  window.__shown = [];
  const note = (el) => { if (el && el.dataset.name) window.__shown.push(el.dataset.name); };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes") note(r.target.closest('[data-testid="opp-cast"]'));
      else for (const n of r.addedNodes) if (n.nodeType === 1) note(n.matches('[data-testid="opp-cast"]') ? n : n.querySelector('[data-testid="opp-cast"]'));
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-name"] });
})()`;

browserSuite("a new player's first game against the computer, won with F2 and F4 (e2e, Chromium)", { hash: "#/", timeoutMs: 900_000, stepTimeoutMs: 800_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  step("plays a whole game to a win: no main phase with a play passed unasked, the computer's spells shown", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Play", exact: true }).click();
    await page.getByTestId("play-lobby").waitFor();
    const matchId = await startVsComputer(page, { deck: "red-green-beats", opponent: "white-blue-skies", ai: "random", seed: "new-player-1" });
    await page.evaluate(WATCH_SHOWN);

    const presses: Press[] = [];
    const settles: number[] = [];
    const tried = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const s = await settle(page);
      if (s.over) break;
      settles.push(s.step);
      if (!s.buttons.includes("pass")) presses.push({ key: "F2", step: s.step });
      if (s.dialogs.length) {
        await answerDialog(page, s);
        await waitForChange(page, s.step);
        continue;
      }
      if (s.buttons.includes("attack")) {
        for (const c of s.mine.filter((x) => x.actionable && !x.attacking)) await page.getByTestId(`card-${c.id}`).click();
        await page.keyboard.press("F2");
        await waitForChange(page, s.step);
        continue;
      }
      if (await answerOtherPrompt(page, s)) continue;
      // The first main phase: a land, then each spell that can be cast.
      if (/^Your first main phase/.test(s.prompt)) {
        const usable = s.hand.filter((c) => c.actionable && !tried.has(c.id));
        const play = usable.find((c) => LANDS.has(c.name)) ?? usable.find((c) => !LANDS.has(c.name));
        if (play) {
          presses.push({ key: "F2", step: s.step });
          tried.add(play.id);
          await page.getByTestId(`card-${play.id}`).click();
          await page.waitForTimeout(150);
          if ((await snapshot(page)).step === s.step) {
            const target = page.locator('[data-testid="player-opp"].hl-target, [data-testid="battlefield-opp"] .table-card.hl-target').first();
            if (await target.count()) await target.click();
            if (await page.getByTestId("dialog-ok").count()) await page.getByTestId("dialog-ok").click();
            await page.waitForTimeout(150);
            if ((await snapshot(page)).step === s.step) await page.keyboard.press("Escape");
          }
          await waitForChange(page, s.step, 3000);
          continue;
        }
      }
      // Done for this phase: F4 from my own turn (to the next stop), F2 otherwise.
      const key = /Your turn/.test(s.turn) ? "F4" : "F2";
      presses.push({ key, step: s.step });
      await page.keyboard.press(key);
      assert.ok(await waitForChange(page, s.step, 10_000), `${key} at position ${s.step} passed (${s.prompt})`);
    }

    const end = await snapshot(page);
    await shot(page, "new-player-end");
    assert.ok(end.over, "the game ended");
    assert.equal(await page.getByTestId("game-over-title").textContent(), "You win!");

    const { wrong, checked } = audit(suite.e2e.dataDir, matchId, presses, settles, DEFAULT_STOPS);
    assert.deepEqual(wrong, [], `passes nobody asked for (${checked} passes checked)`);
    assert.ok(checked >= 20, `the player passed many times (${checked})`);

    // Every spell the computer cast was shown on the table.
    const { states, actions, me } = positions(suite.e2e.dataDir, matchId);
    const cast = actions.flatMap((a, k) => (a.player !== me && a.type === "cast" ? [states[k]!.objects[a.card]?.name ?? "?"] : []));
    const shown = (await page.evaluate("window.__shown")) as string[];
    assert.ok(cast.length > 0, "the computer cast spells");
    for (const name of new Set(cast)) assert.ok(shown.includes(name), `${name} was cast by the computer but not shown (shown: ${shown.join(", ")})`);
    console.log(`new player: ${checked} passes checked, ${presses.length} presses, the computer cast ${cast.length} spells, ${shown.length} shown`);
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems.filter((p) => !/favicon\.svg net::ERR_ABORTED/.test(p)), []);
  });
});
