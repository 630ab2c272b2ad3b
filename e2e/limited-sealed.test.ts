/**
 * Sealed deck against the computer in real Chromium: Play → Limited, three Revised boosters paid
 * and turned over with the shop's pack-opening screen, a deck built from the pool (39 cards are
 * refused with the reason, 40 accepted), a game at the table conceded to its end, the standings.
 */
import assert from "node:assert/strict";
import { browserSuite } from "./harness";

browserSuite("Limited: sealed deck against the computer (e2e, Chromium)", { hash: "#/play", timeoutMs: 400_000 }, (s) => {
  let price = 0;
  s.step("chooses three Revised boosters and sees the price", async () => {
    const page = s.page;
    await page.getByTestId("limited-panel").waitFor();
    await page.getByTestId("limited-set-0").selectOption("3ED");
    await page.getByTestId("limited-count-0").fill("3");
    await page.getByTestId("limited-ai").selectOption("random");
    await page.getByTestId("limited-price").filter({ hasText: /3 boosters, 45 cards: \d+ coins/ }).waitFor();
    price = Number(/: (\d+) coins/.exec((await page.getByTestId("limited-price").textContent())!)![1]);
    assert.ok(price > 0);
  });

  s.step("buys and opens the packs one by one, as in the shop", async () => {
    const page = s.page;
    await page.getByTestId("coins").filter({ hasText: /^\d+$/ }).waitFor();
    const before = Number(await page.getByTestId("coins").textContent());
    await page.getByTestId("limited-start").click();
    for (let i = 1; i <= 3; i++) {
      await page.getByTestId("sealed-pack-count").filter({ hasText: `Booster ${i} of 3` }).waitFor();
      await page.getByTestId("pack-opening").waitFor();
      assert.equal(await page.locator("[data-testid=pack-card][data-revealed=true]").count(), 0, "face down at first");
      await page.locator("[data-testid=pack-card]").first().click();
      await page.locator("[data-testid=pack-card][data-revealed=true]").first().waitFor();
      await page.getByRole("button", { name: "Reveal all" }).click();
      assert.equal(await page.locator("[data-testid=pack-card][data-revealed=false]").count(), 0);
      await page.getByRole("button", { name: "Done" }).click();
    }
    await page.getByTestId("limited-builder").waitFor();
    await page.getByTestId("coins").filter({ hasText: String(before - price) }).waitFor();
  });

  s.step("builds from the pool: 39 cards are refused with the reason, 40 are used", async () => {
    const page = s.page;
    // 20 cards of the pool (not its basics), then basic lands.
    for (let k = 0; k < 20; k++) {
      await page.locator("[data-testid=limited-pool-card]:not([disabled])").first().click();
    }
    for (let k = 0; k < 19; k++) await page.getByTestId(`basic-add-${["Mountain", "Forest"][k % 2]}`).click();
    await page.getByTestId("limited-main-count").filter({ hasText: /^39$/ }).waitFor();
    await page.getByTestId("validation-reasons").filter({ hasText: "39 cards; a limited deck needs at least 40" }).waitFor();
    await page.getByTestId("limited-use-deck").click();
    await page.getByTestId("sealed-error").filter({ hasText: /not legal.*at least 40/ }).waitFor();
    assert.equal(await page.getByTestId("sealed-play").isDisabled(), true, "no game without a legal deck");
    await page.getByTestId("basic-add-Mountain").click();
    await page.getByTestId("validation-verdict").filter({ hasText: "Legal in Limited" }).waitFor();
    await page.getByTestId("limited-use-deck").click();
    await page.getByTestId("limited-use-deck").filter({ hasText: "This deck is ready" }).waitFor();
    assert.equal(await page.getByTestId("sealed-error").count(), 0);
  });

  s.step("plays game 1 at the table, concedes it, and sees the standings", async () => {
    const page = s.page;
    await page.getByTestId("sealed-play").click();
    await page.getByTestId("game-table").waitFor();
    await page.getByTestId("concede").click();
    await page.getByTestId("concede-confirm").click();
    await page.getByTestId("game-over").waitFor();
    await page.getByTestId("back-to-event").click();
    await page.getByTestId("sealed-score").filter({ hasText: "You 0 – 1 Computer" }).waitFor();
    assert.match((await page.getByTestId("sealed-game").first().textContent())!, /Game 1: the computer won/);
    assert.equal(await page.getByTestId("sealed-event").getAttribute("data-phase"), "between");
  });

  s.step("the event is listed to resume after leaving it, and a second loss ends it", async () => {
    const page = s.page;
    await page.getByTestId("sealed-back").click();
    await page.getByTestId("limited-unfinished").filter({ hasText: /Sealed 3ED:3 — between games, 0–1/ }).waitFor();
    await page.locator("[data-testid^=limited-resume-]").click();
    await page.getByTestId("sealed-play").click();
    await page.getByTestId("game-table").waitFor();
    await page.getByTestId("concede").click();
    await page.getByTestId("concede-confirm").click();
    await page.getByTestId("back-to-event").click();
    await page.getByTestId("sealed-final").filter({ hasText: "The computer won the event." }).waitFor();
    await page.getByTestId("sealed-score").filter({ hasText: "You 0 – 2 Computer" }).waitFor();
    assert.deepEqual(s.problems, []);
  });
});
