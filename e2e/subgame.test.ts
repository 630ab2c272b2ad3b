/**
 * Shahrazad's subgame (CR 729) at the table, in real Chromium against the computer: casting it
 * turns the table to the subgame (a fresh board, 20 life each, opening hands from the libraries)
 * under a banner that says the main game resumes when it ends and sums the main game up; the
 * computer's library of three cards loses the subgame at once (CR 729.3), the main game comes
 * back with its board, and the computer has lost half its life, rounded up.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, shot, snapshot, until, waitForChange, waitForMyMove } from "./play-helpers";

browserSuite("Shahrazad's subgame at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 240_000, stepTimeoutMs: 120_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("casting Shahrazad shows the subgame under its banner; when it ends the main game returns", async () => {
    await openPuzzleFile(page, "shahrazad-subgame.json");
    let s = await waitForMyMove(page);
    assert.equal(s.lifeOpp, 15);
    assert.equal(s.mine.filter((c) => c.name === "Plains").length, 2);
    const shahrazad = s.hand.find((c) => c.name === "Shahrazad")!;
    await page.getByTestId(`card-${shahrazad.id}`).click();
    await waitForChange(page, s.step);
    // Pass (the computer passes too) until Shahrazad resolves and the subgame begins.
    const banner = page.getByTestId("subgame-banner");
    for (let i = 0; i < 10 && !(await banner.count()); i++) {
      s = await snapshot(page);
      if (s.buttons.includes("pass")) {
        await page.getByTestId("pb-pass").click();
        await waitForChange(page, s.step);
      } else await page.waitForTimeout(100);
    }
    await banner.waitFor({ timeout: 20_000 });
    assert.match((await banner.textContent()) ?? "", /Subgame \(Shahrazad\) — the main game resumes when it ends/);
    assert.match((await page.getByTestId("subgame-main").textContent()) ?? "", /Main game, turn 3: You: 20 life, 0 in hand, 2 permanents · .*15 life, 0 in hand, 2 permanents/);
    // The subgame's own table: no permanents, 20 life each, seven cards in my opening hand.
    s = await until(page, (t) => t.hand.length === 7 || t.dialogs.includes("dialog-mulligan"), "the subgame's opening hand");
    assert.equal(s.mine.length, 0, "no main-game permanent is in the subgame");
    assert.equal(s.theirs.length, 0);
    assert.equal(s.lifeMe, 20);
    assert.equal(s.lifeOpp, 20);
    await shot(page, "subgame-banner");
    // Keep, and pass until the subgame is over (the computer decks at its first check, CR 729.3).
    for (let i = 0; i < 30 && (await banner.count()); i++) {
      s = await snapshot(page);
      if (s.dialogs.includes("dialog-mulligan")) {
        await page.getByTestId("keep").click();
        await waitForChange(page, s.step);
      } else if (s.buttons.includes("pass")) {
        await page.getByTestId("pb-pass").click();
        await waitForChange(page, s.step);
      } else await page.waitForTimeout(100);
    }
    s = await until(page, (t) => t.mine.filter((c) => c.name === "Plains").length === 2, "the main game's board again");
    assert.equal(await banner.count(), 0, "the banner is gone");
    assert.equal(s.lifeOpp, 7, "the computer lost half of 15 life, rounded up");
    assert.equal(s.lifeMe, 20);
    assert.ok(s.theirs.some((c) => c.name === "Grizzly Bears"), "the computer's main-game board is back");
    const log = (await page.getByTestId("game-log").textContent()) ?? "";
    assert.match(log, /Subgame turn 1 — /, "the subgame's turns have their own headings in the log");
    assert.match(log, /The subgame ends: .* wins it/);
    assert.doesNotMatch(log, /Game over|wins the game/i, "the subgame's end is not the match's");
    assert.ok(!s.over, "the main game goes on");
    await shot(page, "subgame-resumed");
  });
});
