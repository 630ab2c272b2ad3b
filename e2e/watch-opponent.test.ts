/**
 * The opponent's turn can be watched (issue 21, item 3), from a puzzle in e2e/fixtures/ against
 * the computer in real Chromium: the computer's Terror shows large on the table with its name,
 * and the computer waits before its next action while it shows; with F4 pressed and Lightning
 * Bolt in hand with mana open, the Terror stops for the player to respond (it did not: the
 * stack item was marked seen while the computer still held priority); attackers are animated
 * when declared.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { shot, snapshot, until } from "./play-helpers";
import { halt, playFixture, realProblems } from "./watch-helpers";

browserSuite("watching the opponent (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 300_000, stepTimeoutMs: 120_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  step("the computer's Terror shows large, and stops F4 for a player holding Lightning Bolt with mana open", async () => {
    await playFixture(page, "watch-terror.json");
    let h = await halt(page);
    assert.equal(h.at, "me:precombat_main", `the puzzle starts in my first main phase (${h.at})`);
    assert.deepEqual(h.stack, [], "nothing cast yet");
    const creatures = h.s.mine.filter((c) => c.name === "Serra Angel" || c.name === "Grizzly Bears").map((c) => c.id);
    assert.equal(creatures.length, 2);
    // Watch from here: when the Terror appears on the stack, and when the table gives me the move.
    await page.evaluate(`(() => {
      window.__watch = {};
      const look = () => {
        const names = [...document.querySelectorAll(".stack-item .si-name")].map((e) => e.textContent);
        if (!window.__watch.stackAt && names.some((n) => /Terror/.test(n))) window.__watch.stackAt = performance.now();
        const shown = document.querySelector('[data-testid="opp-cast"]');
        if (shown && !window.__watch.shownAt) { window.__watch.shownAt = performance.now(); window.__watch.shown = shown.dataset.name; window.__watch.text = shown.textContent; }
        requestAnimationFrame(look);
      };
      look();
    })()`);
    await page.keyboard.press("F4");
    await page.getByTestId("opp-cast").waitFor({ timeout: 60_000 });
    await shot(page, "watch-opponent-terror");
    h = await halt(page);
    const w = (await page.evaluate("window.__watch")) as { stackAt?: number; shownAt?: number; shown?: string; text?: string };
    assert.equal(w.shown, "Terror", "the Terror was shown large");
    assert.match(w.text ?? "", /casts\s*Terror/);
    assert.deepEqual(h.stack, ["Terror"], `the table halted with the Terror on the stack (at ${h.at}: ${JSON.stringify(h.s)})`);
    assert.ok(h.s.buttons.includes("pass"), "I have priority to respond");
    assert.ok(h.s.hand.find((c) => c.name === "Lightning Bolt")?.actionable, "Lightning Bolt can be cast");
    const waited = (await page.evaluate("performance.now()")) as number - w.stackAt!;
    assert.ok(waited >= 700, `the computer waited while its Terror was shown (${Math.round(waited)} ms from the stack to my move)`);
    assert.equal(await page.getByTestId("opp-cast").count(), 0, "the panel is gone once the game moves on");
    // Let it resolve: one of my creatures dies.
    await page.keyboard.press("F2");
    // (Once the table halts after passing for me, a key pressed at once passes nothing: the guard.)
    await until(page, (s) => s.mine.filter((c) => creatures.includes(c.id)).length === 1, "the Terror resolved");
  });

  step("attackers are animated when declared", async () => {
    // On to my next turn: F2 at each halt (the opponent's end step is a smart stop: I hold Bolt).
    for (let i = 0; i < 12; i++) {
      const h = await halt(page);
      if (h.s.buttons.includes("attack")) break;
      await page.keyboard.press("F2");
      await until(page, (s) => s.step !== h.s.step, "the pass", 10_000);
    }
    let s = await snapshot(page);
    assert.ok(s.buttons.includes("attack"), `the declare-attackers decision: ${JSON.stringify(s)}`);
    const attacker = s.mine.find((c) => c.actionable && (c.name === "Serra Angel" || c.name === "Grizzly Bears"))!;
    assert.ok(attacker, "a creature able to attack");
    await page.getByTestId(`card-${attacker.id}`).click();
    await page.keyboard.press("F2");
    const card = page.getByTestId(`card-${attacker.id}`);
    // The host's view says it attacks: the class comes with it (the pick's own highlight comes first).
    await page.locator(`[data-testid="card-${attacker.id}"].combat-attacking`).waitFor({ timeout: 10_000 });
    s = await snapshot(page);
    assert.ok(!s.buttons.includes("attack"), "the attack is declared");
    assert.equal(await card.evaluate((el) => getComputedStyle(el).animationName), "moxen-attack-up");
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(realProblems(problems), []);
  });
});
