/**
 * Banding at the table (CR 702.22), from puzzle files in e2e/fixtures/ played against the computer in
 * real Chromium: forming a band while declaring attackers (the "Form a band" button, then the
 * creatures), the band's tags before and after the declaration; and, on defense, dividing an
 * attacker's damage among the blockers as the player whose blocker has banding likes.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("banding at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 240_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));
  const step = suite.step;

  step("forming a band: Benalish Hero and Grizzly Bears attack together and wear one band's tag", async () => {
    await openPuzzleFile(page, "band-attack.json");
    const s = await passUntil(page, (t) => t.buttons.includes("attack"), "the attack declaration");
    assert.ok(s.buttons.includes("band"), "the table offers to form a band");
    const hero = s.mine.find((c) => c.name === "Benalish Hero")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId("pb-band").click();
    await page.getByTestId(`card-${hero.id}`).click();
    await page.getByTestId(`card-${bears.id}`).click();
    assert.match((await page.getByTestId("prompt-text").textContent()) ?? "", /Band: Benalish Hero \+ Grizzly Bears/);
    await page.getByTestId("pb-band-done").click();
    assert.equal(await page.getByTestId(`card-${hero.id}`).getAttribute("data-band-label"), "Band 1");
    assert.equal(await page.getByTestId(`card-${bears.id}`).getAttribute("data-band-label"), "Band 1");
    assert.match((await page.getByTestId("prompt-text").textContent()) ?? "", /Attack with a band of Benalish Hero \+ Grizzly Bears\?/);
    await shot(page, "banding-form-a-band");
    await page.getByTestId("pb-attack").click();
    // Declared: the view says both attack in the same band.
    await until(page, (t) => t.mine.filter((c) => c.attacking).length === 2, "both attacking");
    const bandOf = async (id: string) => page.getByTestId(`card-${id}`).getAttribute("data-band");
    await page.locator(`[data-testid="card-${hero.id}"][data-band-label="Band"]`).waitFor({ timeout: 5_000 });
    const band = await bandOf(hero.id);
    assert.ok(band && !band.startsWith("pick-"), "the engine's band id is on the Hero");
    assert.equal(await bandOf(bears.id), band, "the Bears are in the Hero's band");
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", /attacks with Benalish Hero, Grizzly Bears \(band: Benalish Hero, Grizzly Bears\)/);
    const after = await passUntil(page, (t) => t.lifeOpp === 17, "the band's 3 damage to the opponent");
    assert.equal(after.lifeOpp, 17, "the Hero and the Bears, unblocked, dealt 1 + 2");
  });

  step("banding on defense: the blocking player divides the Hill Giant's damage and puts it all on the Wall", async () => {
    await openPuzzleFile(page, "band-block.json");
    await passUntil(page, (t) => t.dialogs.includes("dialog-assign"), "the damage division");
    const dialog = page.getByTestId("dialog-assign");
    assert.match((await dialog.textContent()) ?? "", /has banding: you divide its damage among its blockers as you choose/);
    const s = await waitForMyMove(page);
    const wall = s.mine.find((c) => c.name === "Wall of Stone")!;
    const hero = s.mine.find((c) => c.name === "Benalish Hero")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await dialog.getByTestId(`assign-${hero.id}`).fill("0");
    await dialog.getByTestId(`assign-${bears.id}`).fill("0");
    await dialog.getByTestId(`assign-${wall.id}`).fill("3");
    await shot(page, "banding-divide-on-defense");
    await page.getByTestId("dialog-ok").click();
    const after = await until(page, (t) => !t.theirs.some((c) => c.name === "Hill Giant"), "the Giant dead", 30_000);
    assert.ok(after.mine.some((c) => c.id === hero.id), "the Hero survives");
    assert.ok(after.mine.some((c) => c.id === bears.id), "the Bears survive");
  });
});
