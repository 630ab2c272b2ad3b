/**
 * Face-down creatures at the table (CR 708, Illusionary Mask), from a puzzle file played in real
 * Chromium: each is drawn as a nameless 2/2; its controller sees its card (CR 708.5), the opponent
 * never reads the name anywhere on the page.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, shot, waitForMyMove } from "./play-helpers";

browserSuite("face-down creatures at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("mine shows its card to me; the opponent's is a nameless 2/2 whose card the page never names", async () => {
    await openPuzzleFile(page, "face-down-creatures.json");
    await waitForMyMove(page);
    const faceDown = page.locator(".table-card.face-down");
    await faceDown.first().waitFor();
    assert.equal(await faceDown.count(), 2);
    const labels = await faceDown.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    assert.ok(labels.some((l) => /^Face-down creature \(Craw Wurm\)/.test(l)), labels.join(" | "));
    assert.ok(labels.some((l) => /^Face-down creature, Face down/.test(l)), labels.join(" | "));
    assert.ok(!(await page.content()).includes("Serra Angel"), "the opponent's face-down card is named nowhere");
    await shot(page, "face-down-creatures");
  });
});
