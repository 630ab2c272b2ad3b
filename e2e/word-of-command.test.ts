/**
 * Word of Command at the table (CR 723), from a puzzle file played in real Chromium: the caster
 * chooses a card of the opponent's hand (shown by name in the dialog), then casts it for the
 * controlled opponent from the prompt bar, choosing its target; the spell is the opponent's.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, shot, snapshot, until, waitForMyMove } from "./play-helpers";

browserSuite("Word of Command at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("the caster picks Giant Growth from the opponent's hand and casts it for them on their Grizzly Bears", async () => {
    await openPuzzleFile(page, "word-of-command.json");
    let s = await waitForMyMove(page);
    const word = s.hand.find((c) => c.name === "Word of Command")!;
    const theirs = s.theirs.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId(`card-${word.id}`).click();
    // The only opponent is the only target: click them if the table asks.
    await page.waitForTimeout(300);
    if ((await snapshot(page)).prompt.includes("target")) await page.getByTestId("player-opp").click();
    // Both pass: Word of Command resolves, and asks which card (the opponent's hand, by name).
    const choice = page.locator('[data-testid^="choose-"]', { hasText: "Giant Growth" });
    for (let i = 0; i < 40 && !(await choice.count()); i++) {
      const now = await snapshot(page);
      if (now.buttons.includes("pass") && now.mustAct === "Your move") await page.getByTestId("pb-pass").click();
      await page.waitForTimeout(150);
    }
    await choice.first().click();
    if (await page.getByTestId("dialog-ok").isVisible()) await page.getByTestId("dialog-ok").click();
    s = await until(page, (t) => t.buttons.includes("cast-for"), "the prompt to cast the opponent's card");
    assert.match(s.prompt, /You control .*: cast their Giant Growth/);
    await shot(page, "word-of-command-cast-for");
    await page.getByTestId("pb-cast-for").click();
    await page.getByTestId(`card-${theirs.id}`).click();
    s = await until(page, (t) => /Giant Growth targeting Grizzly Bears is on the stack/.test(t.prompt), "the opponent's Giant Growth on the stack");
    assert.doesNotMatch(s.prompt, /^Your Giant Growth/, "the spell is the opponent's");
  });
});
