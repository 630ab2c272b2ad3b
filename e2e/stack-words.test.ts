/**
 * An ability on the stack reads as what it is (issue 39: "Computer's Juzám Djinn is on the stack"
 * read like a second Djinn being cast): the stack, the prompt and the log name the source, say it
 * is its triggered ability, and give its words with the source named.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot } from "./play-helpers";

browserSuite("abilities on the stack as sentences (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 120_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("the computer's Juzám Djinn's upkeep trigger: its sentence in the stack, the prompt and the log", async () => {
    await openPuzzleFile(page, "juzam-trigger.json");
    const words = "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you.";
    const s = await passUntil(page, (t) => /triggered ability/.test(t.prompt), "the Djinn's trigger on the stack");
    assert.ok(s.prompt.startsWith(`Computer's Juzám Djinn's triggered ability is on the stack: “${words}” Respond, or let it resolve.`), s.prompt);
    const item = page.locator('[data-testid^="stack-"]').filter({ hasText: "Juzám Djinn's triggered ability" });
    await item.waitFor();
    assert.equal(await item.getByTestId("stack-text").textContent(), words);
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", new RegExp(`Juzám Djinn's ability triggers: "${words.replace(/\./g, "\\.")}"`));
    await shot(page, "stack-words-trigger");
  });
});
