/**
 * Tokens at the table (CR 111), from a puzzle file played in real Chromium: a Saproling Token set
 * up by the puzzle and one made by Thallid's ability are drawn like any permanent, with a type line
 * that says "Token", and the log tells of the one created.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("tokens at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("Thallid removes three spore counters: a second Saproling Token joins the first, and the log says so", async () => {
    await openPuzzleFile(page, "thallid-saproling.json");
    let s = await waitForMyMove(page);
    const thallid = s.mine.find((c) => c.name === "Thallid")!;
    assert.equal(s.mine.filter((c) => c.name === "Saproling Token").length, 1, "the puzzle's Saproling is on the table");
    await page.getByTestId(`card-${thallid.id}`).click();
    s = await until(page, (t) => t.mine.filter((c) => c.name === "Saproling Token").length === 2, "the new Saproling Token");
    const token = s.mine.filter((c) => c.name === "Saproling Token").at(-1)!;
    assert.match((await page.getByTestId(`card-${token.id}`).textContent()) ?? "", /1\/1/);
    // The larger face a hover shows has a type line that calls it a token.
    await page.getByTestId(`card-${token.id}`).hover();
    const preview = page.getByTestId("card-preview");
    await preview.waitFor({ timeout: 5_000 });
    assert.match((await preview.textContent()) ?? "", /Token Creature — Saproling/);
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", /Player creates a Saproling Token/);
    await shot(page, "tokens-saproling");
  });
});
