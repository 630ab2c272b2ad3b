/**
 * The game log tells a story (e2e, Chromium): one line per spell, ability, attack, block,
 * damage and life change, under a heading per turn; priority passes and mana only when the
 * player ticks "Show passes and mana", a choice kept in their settings.
 */
import assert from "node:assert/strict";
import { it } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { hostCall, playFromHost } from "./host-game";
import { shot } from "./play-helpers";

browserSuite("Table: the game log as a story (e2e, Chromium)", { timeoutMs: 300_000 }, (suite) => {
  let page: Page;
  let matchId = 0;
  const step = suite.step;
  const lines = () => page.locator("[data-testid=game-log] [data-testid=log-line]").allTextContents();

  const openTable = async () => {
    await page.getByTestId(`continue-${matchId}`).click();
    await page.getByTestId("game-table").waitFor();
    await page.getByTestId("log-turn-head").first().waitFor();
  };

  it("a seeded game against the computer is played for some turns, with a spell cast", async () => {
    const { match, update } = await playFromHost(suite.e2e, {
      seed: "e2e-log-story-1",
      until: (u) => (u.view?.turn.number ?? 0) >= 5 && !!u.tags?.some((t) => t.kind === "cast"),
    });
    assert.equal(update.status, "playing");
    matchId = match.id;
    page = await suite.open("#/play");
  });

  step("the log shows the story by turn: no passes, no mana, a cast spell as one line", async () => {
    await openTable();
    const heads = await page.getByTestId("log-turn-head").allTextContents();
    const turns = heads.filter((h) => /^Turn \d+ — \S/.test(h));
    assert.ok(turns.length >= 4, `a heading per turn: ${heads.join(" | ")}`);
    const numbers = turns.map((h) => Number(/^Turn (\d+)/.exec(h)![1]));
    assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b), "in order");
    assert.equal(await page.locator("[data-testid=log-turn]").last().getAttribute("class").then((c) => c?.includes("current")), true, "the last turn is the current one");
    const text = await lines();
    assert.ok(text.length > 0);
    assert.deepEqual(text.filter((l) => / passes$| adds \{|mana ability| for mana$| resolves$| is paying | becomes tapped$/.test(l)), [], "no passes or mana by default");
    assert.equal(await page.locator("[data-testid=log-line][data-class=detail]").count(), 0);
    const casts = text.filter((l) => / casts /.test(l));
    assert.ok(casts.length > 0, "a spell was cast");
    const spell = / casts (.+?)(?: targeting .*)?$/.exec(casts[0]!)![1]!;
    const about = text.filter((l) => l.startsWith(`${spell} `) || l.includes(` casts ${spell}`));
    assert.ok(!about.some((l) => /resolves|moves from stack/.test(l)), `the cast of ${spell} is one line, not cast + resolve + move: ${about.join(" | ")}`);
    assert.equal(await page.getByTestId("log-detail").isChecked(), false);
    await shot(page, "log-story-1-story");
  });

  step("'Show passes and mana' shows them, and the choice is remembered", async () => {
    await page.getByTestId("log-detail").check();
    await page.locator("[data-testid=log-line][data-class=detail]").first().waitFor();
    const text = await lines();
    assert.ok(text.some((l) => / passes$/.test(l)), "priority passes");
    assert.ok(text.some((l) => / adds \{/.test(l) || / for mana$/.test(l) || /mana ability/.test(l)), "mana");
    await shot(page, "log-story-2-detail");
    // Kept in the player's settings: a new page shows them too.
    const saved = async () => ((await hostCall(suite.e2e)("settings.get")) as { logDetail: boolean }).logDetail;
    for (let i = 0; !(await saved()); i++) {
      if (i > 200) assert.fail("the choice never reached the settings");
      await new Promise((r) => setTimeout(r, 10));
    }
    await page.reload();
    await openTable();
    assert.equal(await page.getByTestId("log-detail").isChecked(), true);
    await page.locator("[data-testid=log-line][data-class=detail]").first().waitFor();
    // And off again.
    await page.getByTestId("log-detail").uncheck();
    await page.waitForFunction(() => !document.querySelector("[data-testid=log-line][data-class=detail]"));
    assert.deepEqual(suite.problems, []);
  });

  step("a folded turn hides its lines; the heading opens it again", async () => {
    const first = page.locator("[data-testid=log-turn]").filter({ has: page.getByText(/^Turn \d+ — /) }).first();
    const head = first.getByTestId("log-turn-head");
    await head.click();
    assert.equal(await head.getAttribute("aria-expanded"), "false");
    assert.equal(await first.locator("[data-testid=log-line]").count(), 0);
    await head.click();
    assert.equal(await head.getAttribute("aria-expanded"), "true");
  });
});
