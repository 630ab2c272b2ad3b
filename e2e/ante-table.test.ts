/**
 * Playing for ante (CR 407) against the computer, in real Chromium: a deck with an ante card turns
 * "Play for ante" on in the lobby and says why in the card's own words; without it the match is
 * refused in those words; with it the game starts and both players' ante is on the table, face up,
 * readable, with the preview on hover like any other card. (Practice: no card changes hands.)
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { hostCall } from "./host-game";
import { shot } from "./play-helpers";

describe("Play: the ante on the table (e2e, Chromium)", { timeout: 300_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let deckId = 0;
  before(async () => {
    e2e = await startE2E();
    // A free-build deck with an ante card (Jeweled Bird: "Remove this card from your deck before playing if you're not playing for ante.").
    const deck = (await hostCall(e2e)("decks.create", { deck: { name: "Bird Ante", mode: "freebuild", format: "freeform", main: [{ name: "Jeweled Bird", count: 4 }, { name: "Mountain", count: 56 }], sideboard: [] } })) as { id: number };
    deckId = deck.id;
    ({ page } = await e2e.open("#/play"));
  });
  after(() => e2e?.close());
  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(page, name, fn));

  step("choosing a deck with an ante card offers ante, in the card's own words", async () => {
    await page.getByTestId("play-lobby").waitFor();
    await page.getByTestId("mode-ai").click();
    await page.getByTestId("deck-select").selectOption("b:red-green-beats");
    await page.waitForFunction((want) => (document.querySelector('[data-testid="ante-toggle"]') as HTMLInputElement | null)?.checked === want, false);
    assert.equal(await page.getByTestId("ante-toggle-why").count(), 0, "off by default, nothing to say");
    await page.getByTestId("deck-select").selectOption(`d:${deckId}`);
    await page.waitForFunction((want) => (document.querySelector('[data-testid="ante-toggle"]') as HTMLInputElement | null)?.checked === want, true);
    const why = (await page.getByTestId("ante-toggle-why").textContent())!;
    assert.match(why, /Jeweled Bird: “Remove this card from your deck before playing if you're not playing for ante\.”/);
  });

  step("without ante the match is refused in the card's words", async () => {
    await page.getByTestId("ante-toggle").uncheck();
    assert.match((await page.getByTestId("ante-toggle-why").textContent())!, /can't be played unless you play for ante/);
    await page.getByTestId("opponent-deck-select").selectOption("b:white-blue-skies");
    await page.getByTestId("ai-select").selectOption("random");
    await page.getByTestId("start-match").click();
    await page.getByTestId("lobby-error").waitFor();
    assert.match((await page.getByTestId("lobby-error").textContent())!, /Jeweled Bird: "Remove this card from your deck before playing if you're not playing for ante\." .*Play for ante/);
  });

  step("played for ante, both players' ante is on the table, readable, with the preview on hover", async () => {
    await page.getByTestId("ante-toggle").check();
    await page.getByTestId("start-match").click();
    await page.getByTestId("game-table").waitFor();
    for (const who of ["ante-me", "ante-opp"]) {
      const zone = page.getByTestId(who);
      await zone.getByTestId("ante-card").first().waitFor();
      assert.equal(await zone.getByTestId("ante-card").count(), 1, `${who}: one card anted`);
      assert.match((await zone.getAttribute("aria-label"))!, /^Ante: \S/);
    }
    const mine = (await page.getByTestId("ante-me").getAttribute("aria-label"))!.replace(/^Ante: /, "");
    assert.ok(["Jeweled Bird", "Mountain"].includes(mine), `my ante is a card of my deck: ${mine}`);
    const theirs = (await page.getByTestId("ante-opp").getAttribute("aria-label"))!.replace(/^Ante: /, "");
    await page.getByTestId("ante-opp").getByTestId("ante-card").hover();
    await page.getByTestId("card-preview").getByLabel(`${theirs} (preview)`).waitFor();
    await shot(page, "ante-table-1");
  });
});
