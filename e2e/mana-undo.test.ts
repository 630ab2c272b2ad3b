/**
 * Undo for a mana ability activated by mistake (e2e, Chromium; engine/core/mana-undo.ts): a land
 * tapped at the table is taken back with the prompt bar's "Undo mana" button or Backspace while
 * its mana is unused; once the mana is spent the button is gone. From the puzzle
 * e2e/fixtures/mana-undo.json (a Mountain, a Forest, Grizzly Bears in hand).
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("Table: undo mana (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 60_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));
  const step = suite.step;
  const pool = () => page.getByTestId("pool-me").getAttribute("aria-label");

  step("a land tapped by mistake: 'Undo mana' returns the mana and untaps it", async () => {
    await openPuzzleFile(page, "mana-undo.json");
    let s = await waitForMyMove(page);
    const mountain = s.mine.find((c) => c.name === "Mountain")!;
    const forest = s.mine.find((c) => c.name === "Forest")!;
    assert.ok(mountain && forest);
    assert.equal(await page.getByTestId("pb-undo-mana").count(), 0, "nothing to undo yet");
    await page.getByTestId(`card-${mountain.id}`).click();
    s = await until(page, (t) => t.mine.some((c) => c.id === mountain.id && c.tapped), "the Mountain tapped for mana");
    assert.equal(await pool(), "Mana pool: R");
    const undo = page.getByTestId("pb-undo-mana");
    await undo.waitFor();
    assert.match((await undo.textContent()) ?? "", /Undo mana: Mountain/);
    await shot(page, "mana-undo-1-button");
    await undo.click();
    s = await until(page, (t) => t.mine.some((c) => c.id === mountain.id && !c.tapped), "the Mountain untapped");
    assert.equal(await pool(), "Mana pool: empty");
    await page.getByTestId("pb-undo-mana").waitFor({ state: "detached" });
    assert.equal(s.mustAct, "Your move", "still the player's move: nothing else happened");
  });

  step("Backspace undoes too; once the mana is spent there is nothing to undo", async () => {
    let s = await waitForMyMove(page);
    const forest = s.mine.find((c) => c.name === "Forest")!;
    await page.getByTestId(`card-${forest.id}`).click();
    await until(page, (t) => t.mine.some((c) => c.id === forest.id && c.tapped), "the Forest tapped");
    await page.getByTestId("pb-undo-mana").waitFor();
    await page.keyboard.press("Backspace");
    s = await until(page, (t) => t.mine.some((c) => c.id === forest.id && !c.tapped), "the Forest untapped by Backspace");
    assert.equal(await pool(), "Mana pool: empty");
    // Tap both lands, then cast Grizzly Bears with that mana: the undo is gone.
    const mountain = s.mine.find((c) => c.name === "Mountain")!;
    await page.getByTestId(`card-${forest.id}`).click();
    await until(page, (t) => t.mine.some((c) => c.id === forest.id && c.tapped), "the Forest tapped");
    await page.getByTestId(`card-${mountain.id}`).click();
    await until(page, (t) => t.mine.some((c) => c.id === mountain.id && c.tapped), "the Mountain tapped");
    assert.equal(await pool(), "Mana pool: G R");
    const bears = s.hand.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId(`card-${bears.id}`).click();
    await until(page, (t) => !t.hand.some((c) => c.id === bears.id), "Grizzly Bears cast");
    assert.equal(await pool(), "Mana pool: empty");
    assert.equal(await page.getByTestId("pb-undo-mana").count(), 0, "the mana was used: no undo");
    assert.deepEqual(suite.problems, []);
  });
});
