/**
 * A Winston draft against the computer in real Chromium: Play → Limited → Winston draft, three
 * Revised boosters (the player pays two, as with a friend), the draft to its end through the draft
 * screen (takes and passes, by button and by the T / P keys), a deck of the whole drafted pool and
 * basic lands, game 1 at the table conceded, the standings 0–1.
 */
import assert from "node:assert/strict";
import { browserSuite } from "./harness";

browserSuite("Limited: Winston draft against the computer (e2e, Chromium)", { hash: "#/play", timeoutMs: 400_000 }, (s) => {
  let price = 0;
  s.step("chooses a Winston draft of three Revised boosters and sees that it pays two", async () => {
    const page = s.page;
    await page.getByTestId("limited-panel").waitFor();
    await page.getByTestId("limited-kind-winston").check();
    await page.getByTestId("limited-set-0").selectOption("3ED");
    await page.getByTestId("limited-count-0").fill("3");
    await page.getByTestId("limited-ai").selectOption("random");
    await page.getByTestId("limited-price").filter({ hasText: /3 boosters, 45 cards to draft; you pay 2 of them: \d+ coins/ }).waitFor();
    price = Number(/: (\d+) coins/.exec((await page.getByTestId("limited-price").textContent())!)![1]);
    assert.ok(price > 0);
  });

  s.step("drafts to the end through the draft screen, taking and passing", async () => {
    const page = s.page;
    await page.getByTestId("coins").filter({ hasText: /^\d+$/ }).waitFor();
    const before = Number(await page.getByTestId("coins").textContent());
    await page.getByTestId("limited-start").click();
    await page.getByTestId("winston-draft").waitFor();
    await page.getByTestId("coins").filter({ hasText: String(before - price) }).waitFor();
    assert.equal(await page.getByTestId("pack-opening").count(), 0, "a draft opens no pack on screen");
    const signature = () =>
      page.evaluate(() =>
        [
          document.querySelector("[data-testid=winston-stack]")?.getAttribute("data-count"),
          document.querySelector("[data-testid=winston-pool-count]")?.textContent,
          document.querySelector("[data-testid=winston-theirs-count]")?.textContent,
          document.querySelector("[data-looking=true]")?.getAttribute("data-testid"),
        ].join("/"),
      );
    let takes = 0;
    let passes = 0;
    for (let k = 0; k < 200; k++) {
      // The player's turn (Take enabled), or the draft is over (the builder).
      await page.waitForFunction(() => !!document.querySelector("[data-testid=limited-builder]") || !!document.querySelector("[data-testid=winston-take]:not([disabled])"));
      if (await page.getByTestId("limited-builder").count()) break;
      const looking = page.locator("[data-looking=true]");
      const count = Number(await looking.getAttribute("data-count"));
      assert.equal(await looking.locator("[data-testid=winston-pile-card]").count(), count, "the pile looked at is face up, every card of it");
      const mayPass = !(await page.getByTestId("winston-pass").isDisabled());
      const before = await signature();
      const pass = mayPass && k % 3 !== 2;
      if (k % 2 === 0) await page.getByTestId(pass ? "winston-pass" : "winston-take").click();
      else await page.keyboard.press(pass ? "p" : "t");
      if (pass) passes++;
      else takes++;
      // The decision was taken: the pile looked at, the pool or the stack changed (or the draft ended).
      await page.waitForFunction(
        (b) => {
          if (document.querySelector("[data-testid=limited-builder]")) return true;
          const now = [
            document.querySelector("[data-testid=winston-stack]")?.getAttribute("data-count"),
            document.querySelector("[data-testid=winston-pool-count]")?.textContent,
            document.querySelector("[data-testid=winston-theirs-count]")?.textContent,
            document.querySelector("[data-looking=true]")?.getAttribute("data-testid"),
          ].join("/");
          return now !== b;
        },
        before,
      );
    }
    assert.ok(takes > 0 && passes > 0, `takes ${takes}, passes ${passes}`);
    await page.getByTestId("limited-builder").waitFor();
    assert.equal(await page.getByTestId("sealed-event").getAttribute("data-phase"), "building");
  });

  s.step("builds from the whole drafted pool and basic lands", async () => {
    const page = s.page;
    const enabled = page.locator("[data-testid=limited-pool-card]:not([disabled])");
    for (let k = 0; k < 60 && (await enabled.count()) > 0; k++) await enabled.first().click();
    const basics = ["Mountain", "Forest", "Island", "Plains", "Swamp"];
    for (let k = 0; k < 40; k++) {
      const n = Number(await page.getByTestId("limited-main-count").textContent());
      if (n >= 40) break;
      await page.getByTestId(`basic-add-${basics[k % 5]}`).click();
      await page.getByTestId("limited-main-count").filter({ hasText: new RegExp(`^${n + 1}$`) }).waitFor();
    }
    await page.getByTestId("validation-verdict").filter({ hasText: "Legal in Limited" }).waitFor();
    await page.getByTestId("limited-use-deck").click();
    await page.getByTestId("limited-use-deck").filter({ hasText: "This deck is ready" }).waitFor();
  });

  s.step("plays game 1 at the table, concedes it, and sees the standings 0–1", async () => {
    const page = s.page;
    await page.getByTestId("sealed-play").click();
    await page.getByTestId("game-table").waitFor();
    await page.getByTestId("concede").click();
    await page.getByTestId("concede-confirm").click();
    await page.getByTestId("game-over").waitFor();
    await page.getByTestId("back-to-event").click();
    await page.getByTestId("sealed-score").filter({ hasText: "You 0 – 1 Computer" }).waitFor();
    assert.match((await page.getByTestId("sealed-game").first().textContent())!, /Game 1: the computer won/);
    assert.deepEqual(s.problems, []);
  });
});
