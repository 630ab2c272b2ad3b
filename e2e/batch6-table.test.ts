/**
 * Batch 6 at the table, from puzzle files played in real Chromium:
 * - Revelation and Field of Dreams (CR 701.20a): the opponent's hand shows face up, and each
 *   library's top card lies face up on its pile;
 * - Sword of the Ages: "Sacrifice any number of creatures" is chosen in the cost dialog, with OK
 *   when done (none, some or all), and the damage is their total power.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("batch 6 at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("Revelation shows the opponent's hand face up; Field of Dreams turns both libraries' top cards up instead", async () => {
    await openPuzzleFile(page, "revealed-cards.json");
    await waitForMyMove(page);
    const hand = page.getByTestId("opp-hand");
    assert.match((await hand.getAttribute("aria-label")) ?? "", /2 cards, revealed: Shivan Dragon, Giant Growth/);
    assert.equal(await hand.locator('[data-testid^="opp-revealed-"]').count(), 2);
    assert.match((await hand.textContent()) ?? "", /Shivan Dragon/);
    assert.equal(await page.getByTestId("library-top-opp").count(), 0, "Revelation shows hands, not libraries");
    await shot(page, "batch6-revelation");

    // Field of Dreams (a world enchantment too: the two can't be out together, CR 704.5k).
    await openPuzzleFile(page, "library-tops-revealed.json");
    await waitForMyMove(page);
    assert.equal(await page.getByTestId("opp-hand").locator('[data-testid^="opp-revealed-"]').count(), 0, "hands stay hidden");
    assert.match((await page.getByTestId("library-top-opp").getAttribute("title")) ?? "", /revealed: Island/);
    assert.match((await page.getByTestId("library-top-me").getAttribute("title")) ?? "", /revealed: Forest/);
    await shot(page, "batch6-field-of-dreams");
  });

  suite.step("Sword of the Ages: target the opponent, pick one creature of two, OK: 3 damage (Hill Giant's power)", async () => {
    await openPuzzleFile(page, "sword-of-the-ages.json");
    let s = await waitForMyMove(page);
    const sword = s.mine.find((c) => c.name === "Sword of the Ages")!;
    const giant = s.mine.find((c) => c.name === "Hill Giant")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId(`card-${sword.id}`).click();
    await page.getByTestId("player-opp").click();
    const dialog = page.getByTestId("dialog-cost");
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? "", /Sacrifice any number/);
    await dialog.getByTestId(`cost-${giant.id}`).click();
    // Still open: the player says when the choice is made.
    assert.equal(await dialog.isVisible(), true);
    await shot(page, "batch6-sword-cost");
    await dialog.getByTestId("dialog-ok").click();
    s = await until(page, (t) => !t.mine.some((c) => c.id === giant.id), "Hill Giant sacrificed");
    assert.ok(s.mine.some((c) => c.id === bears.id), "Grizzly Bears stays");
    s = await passUntil(page, (t) => t.lifeOpp === 17, "Sword of the Ages dealing 3 damage");
    assert.equal(s.lifeOpp, 17);
  });
});
