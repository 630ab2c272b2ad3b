/**
 * The pass keys act only on what the player has seen, and wherever the focus is (issue 21):
 * a pass pressed the moment the table halts after passing on its own passes nothing (the next
 * one does), and after a click on the Auto-pass checkbox, F2 passes and Space passes without
 * toggling it.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { answerDialog, DEFAULT_STOPS, LANDS, settle, startSeeded } from "./passing-helpers";
import { snapshot, waitForChange } from "./play-helpers";

browserSuite("Play: pass keys act on what the player sees, wherever the focus is (e2e, Chromium)", { hash: "#/play", timeoutMs: 280_000, stepTimeoutMs: 240_000 }, (suite) => {
  let page: Page;
  before(() => void (page = suite.page));
  const step = suite.step;
  const start = (seed: string, opponentDeck: string, stops = DEFAULT_STOPS) => startSeeded(suite.e2e, page, seed, opponentDeck, stops);

  step("a pass pressed the moment the table halts after passing on its own passes nothing; the next one does", async () => {
    await start("passing-guard", "b:blue-black-control", ["me:precombat_main", "me:postcombat_main"]);
    let tried = 0;
    const played = new Set<string>();
    for (let i = 0; i < 200 && tried < 3; i++) {
      const s = await settle(page);
      if (s.over) break;
      if (s.dialogs.length) {
        await answerDialog(page, s);
        await waitForChange(page, s.step);
        continue;
      }
      const usable = s.hand.filter((c) => c.actionable && !played.has(c.id));
      const card = usable.find((c) => LANDS.has(c.name)) ?? usable[0];
      if (/^Your first main/.test(s.prompt) && card) {
        played.add(card.id);
        await page.getByTestId(`card-${card.id}`).click();
        await page.waitForTimeout(150);
        if ((await snapshot(page)).step === s.step) await page.keyboard.press("Escape");
        await waitForChange(page, s.step, 3000);
        continue;
      }
      const able = s.mine.filter((c) => c.actionable && !c.attacking);
      if (!s.buttons.includes("attack") || !able.length) {
        await page.keyboard.press("F2");
        await waitForChange(page, s.step);
        continue;
      }
      for (const c of able) await page.getByTestId(`card-${c.id}`).click();
      await page.keyboard.press("F2");
      // The moment the table shows the second main phase (it has a stop: it halts there), past
      // the player's own next position, press F2: the player cannot have seen it yet.
      const haltedPast = `(() => { const t = document.querySelector('[data-testid="game-table"]'); const w = document.querySelector('[data-testid="must-act"]');
        return !!document.querySelector('[data-testid="game-over"]') || (Number(t.dataset.step) > ${s.step + 1} && w.textContent === "Your move"
          && /^Your second main phase/.test(document.querySelector('[data-testid="prompt-text"]').textContent)); })()`;
      // Halts before it (a spell the player could cast in combat, blocks) are passed once seen.
      const deadline = Date.now() + 60_000;
      let missed = false;
      while (!(await page.evaluate(haltedPast))) {
        assert.ok(Date.now() < deadline, "the table reached the second main phase after the attack");
        const cur = await snapshot(page);
        if (cur.over) break;
        if (cur.mustAct !== "Your move" || !cur.keysReady || cur.step <= s.step) continue;
        await page.waitForTimeout(120);
        const seen = await snapshot(page);
        if (seen.step !== cur.step || !seen.keysReady || seen.mustAct !== "Your move") continue;
        if (seen.over || /^Your second main phase/.test(seen.prompt) || !/^Your /.test(seen.prompt)) {
          missed = true; // not "the moment" any more
          break;
        }
        if (seen.dialogs.length) await answerDialog(page, seen);
        else await page.keyboard.press("F2");
        await waitForChange(page, seen.step);
      }
      if (missed) continue;
      const halted = await snapshot(page);
      if (halted.over) break;
      await page.keyboard.press("F2");
      await page.waitForTimeout(200);
      const after = await snapshot(page);
      assert.equal(after.step, halted.step, `F2 pressed as the table halted (${halted.prompt}) passed nothing`);
      assert.match(after.prompt, /Not passed/);
      tried++;
      // Once the player has looked, F2 passes.
      const ready = await settle(page);
      await page.keyboard.press("F2");
      assert.ok(await waitForChange(page, ready.step, 10_000), "the next F2 passes");
    }
    assert.ok(tried > 0, "the player attacked and pressed F2 as the table halted");
  });

  step("after a click on the Auto-pass checkbox, F2 passes and Space passes without toggling it", async () => {
    await start("passing-keys", "b:blue-black-control");
    for (let i = 0; i < 20; i++) {
      const s = await settle(page);
      assert.ok(!s.over);
      if (s.dialogs.length) {
        await answerDialog(page, s);
        await waitForChange(page, s.step);
        continue;
      }
      if (s.buttons.includes("pass")) break;
      await page.keyboard.press("F2");
      await waitForChange(page, s.step);
    }
    const box = page.getByTestId("toggle-autopass");
    assert.equal(await box.isChecked(), true);
    // Off and on again with the mouse: the checkbox keeps the focus.
    await box.click();
    await box.click();
    assert.equal(await box.isChecked(), true);
    assert.equal(await page.evaluate(`document.activeElement?.dataset.testid`), "toggle-autopass");
    let s = await settle(page);
    assert.ok(s.buttons.includes("pass"), `the player may pass (${s.prompt})`);
    await page.keyboard.press("F2");
    assert.ok(await waitForChange(page, s.step, 10_000), "F2 passes with the focus on the checkbox");
    s = await settle(page);
    for (let i = 0; i < 10 && !s.buttons.includes("pass"); i++) {
      if (s.dialogs.length) await answerDialog(page, s);
      else await page.keyboard.press("F2");
      await waitForChange(page, s.step);
      s = await settle(page);
    }
    await box.focus();
    await page.keyboard.press("Space");
    assert.ok(await waitForChange(page, s.step, 10_000), "Space passes with the focus on the checkbox");
    assert.equal(await box.isChecked(), true, "Space did not toggle the checkbox");
    // F4 and F6 act too.
    s = await settle(page);
    if (s.buttons.includes("pass")) {
      await box.focus();
      await page.keyboard.press("F6");
      assert.ok(await waitForChange(page, s.step, 10_000), "F6 passes with the focus on the checkbox");
    }
  });
});
