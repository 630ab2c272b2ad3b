/**
 * Dexterity cards at the table (issue 33, W29), in real Chromium: the lobby's "dexterity cards"
 * option, and a Chaos Orb aimed by clicking a permanent on the table (a puzzle file whose `coins`
 * makes the Orb turn over): the permanent aimed at and the Orb go to their graveyards, the
 * neighbours stay.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("dexterity cards (e2e, Chromium)", { hash: "#/play", timeoutMs: 240_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  step("the Play lobby offers the dexterity option, off by default, and keeps the choice", async () => {
    const box = page.getByTestId("dexterity-option");
    await box.waitFor({ state: "attached" });
    assert.equal(await box.isChecked(), false, "off by default");
    // The box shows the saved setting: it turns on once the host has saved it.
    await box.click({ force: true });
    await page.waitForFunction(() => (document.querySelector('[data-testid="dexterity-option"]') as HTMLInputElement | null)?.checked === true);
    await page.reload();
    await page.getByTestId("dexterity-option").waitFor({ state: "attached" });
    await page.waitForFunction(() => (document.querySelector('[data-testid="dexterity-option"]') as HTMLInputElement | null)?.checked === true);
  });

  step("Chaos Orb: aimed by a click on the opponent's Serra Angel, it turns over and destroys it, then itself", async () => {
    await openPuzzleFile(page, "chaos-orb-aim.json");
    let s = await waitForMyMove(page);
    const orb = s.mine.find((c) => c.name === "Chaos Orb")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    const angel = s.theirs.find((c) => c.name === "Serra Angel")!;
    assert.ok(orb && bears && angel, "the Orb, my Bears and their Angel are on the table");
    await page.getByTestId(`card-${orb.id}`).click();
    await until(page, (t) => t.mine.some((c) => c.id === orb.id && c.tapped) || t.dialogs.length > 0, "the Orb's ability is activated");
    s = await passUntil(page, (t) => t.dialogs.includes("dialog-aim"), "the aim");
    assert.match((await page.getByTestId("dialog-aim").textContent()) ?? "", /Aim Chaos Orb/);
    await shot(page, "dexterity-aim");
    await page.getByTestId(`card-${angel.id}`).click();
    s = await until(page, (t) => !t.theirs.some((c) => c.id === angel.id) && !t.mine.some((c) => c.id === orb.id), "the Angel and the Orb destroyed");
    assert.ok(s.mine.some((c) => c.id === bears.id), "my Bears, not aimed at, stay");
    assert.equal(s.theirs.filter((c) => c.name === "Forest").length, 2, "their Forests stay");
    assert.ok(!s.dialogs.includes("dialog-aim"), "the aim is answered");
    await shot(page, "dexterity-after");
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });
});
