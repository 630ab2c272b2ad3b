/**
 * The Puzzles screen in real Chromium: the shipped puzzles are listed with their goals, a hint
 * is shown on request, "Two bolts" is solved on the table by dragging both Lightning Bolts to the
 * opponent (the end says the puzzle is solved, and no coins are paid), and a puzzle file that is
 * not one is refused with a reason.
 */
import assert from "node:assert/strict";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { dragTo, shot, waitForChange, waitForMyMove } from "./play-helpers";

browserSuite("puzzles (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 120_000, stepTimeoutMs: 60_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  step("lists the shipped puzzles, easy to hard, with their goals and hints", async () => {
    await page.getByTestId("puzzle").first().waitFor();
    assert.ok((await page.getByTestId("puzzle").count()) >= 8);
    const first = page.locator('[data-testid=puzzle][data-id="01-two-bolts"]');
    assert.equal(await first.getByTestId("puzzle-goal").textContent(), "Win by the end of turn 3.");
    await first.getByRole("button", { name: "Show a hint" }).click();
    await first.getByText(/^Hint: /).waitFor();
  });

  step("solves Two bolts on the table: the end says so and pays no coins", async () => {
    const coins = await page.getByTestId("coins").textContent();
    await page.getByRole("button", { name: "Play the puzzle Two bolts" }).click();
    await page.getByTestId("game-table").waitFor();
    for (let cast = 0; cast < 2; ) {
      const s = await waitForMyMove(page);
      if (s.over) break;
      const bolt = s.hand.find((c) => c.name === "Lightning Bolt" && c.actionable);
      if (bolt) {
        await dragTo(page, page.getByTestId(`card-${bolt.id}`), page.getByTestId("player-opp"));
        if (await waitForChange(page, s.step)) cast++;
        continue;
      }
      await page.getByTestId("pb-pass").click();
      await waitForChange(page, s.step);
    }
    // The last Bolt resolves once both pass.
    for (let i = 0; i < 10 && !(await page.getByTestId("game-over").count()); i++) {
      const s = await waitForMyMove(page);
      if (s.over) break;
      if (s.buttons.includes("pass")) await page.getByTestId("pb-pass").click();
      await waitForChange(page, s.step);
    }
    assert.equal(await page.getByTestId("game-over-title").textContent(), "Puzzle solved!");
    await shot(page, "puzzle-solved");
    await page.getByTestId("back-to-puzzles").click();
    await page.getByRole("heading", { name: "Puzzles" }).waitFor();
    assert.equal(await page.getByTestId("coins").textContent(), coins, "puzzles pay no coins");
  });

  step("Ritual into Fireball: Fireball's X starts at the largest X the player can pay (7)", async () => {
    await page.getByRole("button", { name: "Play the puzzle Ritual into Fireball" }).click();
    await page.getByTestId("game-table").waitFor();
    let s = await waitForMyMove(page);
    const ritual = s.hand.find((c) => c.name === "Dark Ritual")!;
    await page.getByTestId(`card-${ritual.id}`).click();
    await waitForChange(page, s.step);
    // Dark Ritual resolves once both pass; then the pool holds BBB.
    for (let i = 0; i < 5; i++) {
      s = await waitForMyMove(page);
      if (s.hand.some((c) => c.name === "Fireball" && c.actionable) && !(await page.locator(".stack-item").count())) break;
      await page.getByTestId("pb-pass").click();
      await waitForChange(page, s.step);
    }
    const fireball = s.hand.find((c) => c.name === "Fireball")!;
    await dragTo(page, page.getByTestId(`card-${fireball.id}`), page.getByTestId("player-opp"));
    await page.getByTestId("dialog-x").waitFor();
    assert.equal(await page.getByTestId("x-input").inputValue(), "7");
    await page.getByTestId("dialog-ok").click();
    for (let i = 0; i < 10 && !(await page.getByTestId("game-over").count()); i++) {
      s = await waitForMyMove(page);
      if (s.over) break;
      if (s.buttons.includes("pass")) await page.getByTestId("pb-pass").click();
      await waitForChange(page, s.step);
    }
    assert.equal(await page.getByTestId("game-over-title").textContent(), "Puzzle solved!");
    await page.getByTestId("back-to-puzzles").click();
    await page.getByRole("heading", { name: "Puzzles" }).waitFor();
  });

  step("a file that is not a puzzle is refused with a reason", async () => {
    const dir = mkdtempSync(join(tmpdir(), "moxen-e2e-puzzle-"));
    const file = join(dir, "not-a-puzzle.json");
    writeFileSync(file, JSON.stringify({ format: "moxen-scenario/1", name: "just a scenario", turn: { number: 1, active: "A", step: "precombat_main" }, players: { A: {}, B: {} } }));
    await page.getByTestId("puzzle-file").setInputFiles(file);
    await page.getByTestId("puzzle-error").filter({ hasText: 'without a "puzzle" object' }).waitFor();
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });
});
