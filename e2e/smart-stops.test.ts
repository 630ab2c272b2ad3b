/**
 * Smart stops (issue 21, item 4), from a puzzle in e2e/fixtures/ against the computer in real
 * Chromium, with three Lightning Bolts and three Mountains: my own Bolt resolves with no press
 * (while I could still cast another), unless I hold Shift as I cast it; a stop set in the
 * opponent's turn from my own turn (the track's "Their stops" switch) halts passing there; and
 * holding an instant does not stop every step: F2 in my second main phase passes my end step
 * and halts at the opponent's end step (README.md "At the table").
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { shot, snapshot, until } from "./play-helpers";
import { halt, playFixture, realProblems, stackNames } from "./watch-helpers";

browserSuite("smart stops (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 300_000, stepTimeoutMs: 120_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  async function boltThem(id: string): Promise<void> {
    await page.getByTestId(`card-${id}`).click();
    await page.locator('[data-testid="player-opp"].hl-target').click();
  }

  step("my own Lightning Bolt resolves with no press, though I could cast another", async () => {
    await playFixture(page, "smart-stops.json");
    const h = await halt(page);
    assert.equal(h.at, "me:precombat_main");
    const bolts = h.s.hand.filter((c) => c.name === "Lightning Bolt").map((c) => c.id);
    assert.equal(bolts.length, 3);
    await boltThem(bolts[0]!);
    const s = await until(page, (t) => t.lifeOpp === 17, "the Bolt resolved without a press");
    assert.equal(s.hand.filter((c) => c.name === "Lightning Bolt").length, 2);
    const after = await halt(page);
    assert.equal(after.at, "me:precombat_main", "still my main phase, where I can play something");
    assert.deepEqual(after.stack, []);
  });

  step("with Shift held as I cast it, my Bolt waits on the stack for me", async () => {
    const h = await halt(page);
    const bolt = h.s.hand.find((c) => c.name === "Lightning Bolt")!;
    await page.keyboard.down("Shift");
    await boltThem(bolt.id);
    await page.keyboard.up("Shift");
    const w = await halt(page);
    assert.deepEqual(w.stack, ["Lightning Bolt"], "the table waits with my Bolt on the stack");
    assert.equal(w.s.lifeOpp, 17);
    await page.keyboard.press("F2");
    await until(page, (t) => t.lifeOpp === 14, "the Bolt resolved after F2");
  });

  step("a stop set in the opponent's turn from the track during mine halts passing there", async () => {
    let h = await halt(page);
    assert.equal(h.at, "me:precombat_main");
    // On to my second main phase (I can still cast the last Bolt there: it halts).
    await page.keyboard.press("F2");
    h = await halt(page);
    assert.equal(h.at, "me:postcombat_main");
    await page.getByTestId("stop-side").click();
    assert.equal(await page.getByTestId("stop-side").getAttribute("data-side"), "opp");
    await page.getByTestId("step-upkeep").click();
    assert.match((await page.getByTestId("step-upkeep").getAttribute("class")) ?? "", /\bstop\b.*\bstop-opp\b/);
    assert.deepEqual(JSON.parse((await page.evaluate(`localStorage.getItem("moxen.table.prefs.v1")`)) as string).stops.sort(), ["me:precombat_main", "opp:upkeep"]);
    await shot(page, "smart-stops-opp-stop");
    // Back to my turn's stops: the upkeep there has none.
    await page.getByTestId("stop-side").click();
    assert.doesNotMatch((await page.getByTestId("step-upkeep").getAttribute("class")) ?? "", /\bstop\b/);
    await page.keyboard.press("F2");
    h = await halt(page);
    assert.equal(h.at, "opp:upkeep", `passing halted at the stop in the opponent's upkeep (${h.s.prompt})`);
  });

  step("holding an instant stops at the opponent's end step, not at every step", async () => {
    const before = await snapshot(page);
    assert.ok(before.hand.some((c) => c.name === "Lightning Bolt" && c.actionable), "the last Bolt can be cast");
    await page.keyboard.press("F2");
    const h = await halt(page);
    assert.equal(h.at, "opp:end", `from the opponent's upkeep, the next halt is their end step (${h.s.prompt})`);
    await page.keyboard.press("F2");
    const mine = await halt(page);
    assert.equal(mine.at, "me:precombat_main", "then my first main phase (my stop)");
    assert.ok(!(await stackNames(page)).length);
  });

  step("the Settings page's switch to respond to my own spells is the table's", async () => {
    const tableHash = await page.evaluate("location.hash");
    assert.equal(await page.getByTestId("toggle-respond-own").isChecked(), false);
    await page.evaluate(`location.hash = "#/settings"`);
    await page.getByTestId("settings-respond-own").check({ force: true });
    await page.evaluate(`location.hash = ${JSON.stringify(tableHash)}`);
    await page.getByTestId("game-table").waitFor();
    assert.equal(await page.getByTestId("toggle-respond-own").isChecked(), true, "the table's menu shows what Settings set");
    await page.getByTestId("toggle-respond-own").uncheck();
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(realProblems(problems), []);
  });
});
