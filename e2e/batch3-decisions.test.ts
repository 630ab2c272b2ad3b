/**
 * The decisions batch 3 brought to the table, each from a puzzle file in e2e/fixtures/ played
 * against the computer in real Chromium: choosing a source for a prevention effect (Greater Realm
 * of Preservation: a black or red source of your choice, with a spell on the stack and a creature
 * both candidates), choosing several colors (Dream Coat: "the color or colors of your choice"), and
 * an ability of a card in the graveyard (Guardian Angel's "you may pay {1} any time you could cast
 * an instant"), offered as a button since there is no card on the table to click; removing a
 * blocker from combat and choosing what it blocks instead (False Orders). Each asserts what the table shows afterwards: life totals, the stack, the log.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { dragTo, openPuzzleFile, passUntil, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("batch-3 decisions at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 300_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));
  const step = suite.step;

  step("choosing a source: Greater Realm of Preservation prevents the chosen Lightning Bolt's damage", async () => {
    await openPuzzleFile(page, "choose-a-source.json");
    let s = await waitForMyMove(page);
    const realm = s.mine.find((c) => c.name === "Greater Realm of Preservation")!;
    assert.ok(realm, "the Realm is on the table");
    assert.match((await page.locator(".stack-item").first().textContent()) ?? "", /Lightning Bolt/);
    // Clicking the Realm activates its one ability, paid with the two Plains.
    await page.getByTestId(`card-${realm.id}`).click();
    s = await passUntil(page, (t) => t.dialogs.includes("dialog-choose"), "the source question");
    const dialog = page.getByTestId("dialog-choose");
    const text = (await dialog.textContent()) ?? "";
    assert.match(text, /black or red source/i);
    assert.match(text, /Lightning Bolt/);
    assert.match(text, /Sengir Vampire/, "the black creature is a candidate too");
    assert.doesNotMatch(text, /can't otherwise see/, "a spell on the stack is in view, not a hidden card");
    await shot(page, "batch3-choose-a-source");
    await dialog.locator('[data-testid^="choose-"]').filter({ hasText: "Lightning Bolt" }).first().click();
    await page.getByTestId("dialog-ok").click();
    await until(page, (t) => !t.dialogs.includes("dialog-choose"), "the source dialog closed");
    // The Bolt resolves: its damage to me is prevented.
    s = await passUntil(page, (t) => !t.dialogs.length && /main phase/.test(t.prompt) && !/Lightning Bolt/.test(t.prompt), "the main phase with the Bolt resolved");
    assert.equal(await page.locator(".stack-item").count(), 0, "the stack is empty");
    assert.equal(s.lifeMe, 20, "the Bolt's 3 damage was prevented");
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", /Lightning Bolt/);
  });

  step("the color or colors of your choice: Dream Coat makes Grizzly Bears white and blue", async () => {
    await openPuzzleFile(page, "dream-coat-colors.json");
    const s = await waitForMyMove(page);
    const coat = s.mine.find((c) => c.name === "Dream Coat")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    assert.equal(await page.getByTestId(`card-${bears.id}`).getAttribute("data-colors"), "G");
    // The Aura sits tucked under its creature: reached by keyboard (Tab to it, Enter), as a player may.
    await page.getByTestId(`card-${coat.id}`).focus();
    await page.keyboard.press("Enter");
    await passUntil(page, (t) => t.dialogs.includes("dialog-colors"), "the colors question");
    const dialog = page.getByTestId("dialog-colors");
    assert.equal(await page.getByTestId("dialog-ok").isDisabled(), true, "at least one color must be chosen");
    await dialog.getByTestId("color-U").click();
    await dialog.getByTestId("color-W").click();
    assert.equal(await page.getByTestId("dialog-ok").textContent(), "Choose White and Blue");
    await shot(page, "batch3-dream-coat-colors");
    await page.getByTestId("dialog-ok").click();
    await until(page, (t) => !t.dialogs.includes("dialog-colors"), "the colors dialog closed");
    await page.locator(`[data-card-id="${bears.id}"][data-colors="W,U"]`).waitFor({ timeout: 10_000 });
  });

  step("Guardian Angel's {1}, paid from a button while its card is in the graveyard, prevents 1 more damage", async () => {
    await openPuzzleFile(page, "guardian-angel-pay.json");
    let s = await waitForMyMove(page);
    const angel = s.hand.find((c) => c.name === "Guardian Angel")!;
    await dragTo(page, page.getByTestId(`card-${angel.id}`), page.getByTestId("player-me"));
    await page.getByTestId("dialog-x").waitFor();
    assert.equal(await page.getByTestId("x-input").inputValue(), "2", "X starts at the most the Plains can pay");
    await page.getByTestId("x-input").fill("1");
    // The slider follows what was typed: the table took X = 1.
    await page.locator('[data-testid="dialog-x"] input[type="range"][value="1"]').waitFor({ timeout: 15_000 });
    await page.getByTestId("dialog-ok").click();
    // The Angel resolves (the computer passes); then the payment is offered as a button.
    s = await until(page, (t) => t.buttons.some((b) => b.startsWith("special-")), "the Guardian Angel payment button", 30_000);
    const pay = s.buttons.find((b) => b.startsWith("special-"))!;
    assert.match((await page.getByTestId(`pb-${pay}`).textContent()) ?? "", /Guardian Angel/);
    await shot(page, "batch3-guardian-angel-pay");
    await page.getByTestId(`pb-${pay}`).click();
    // Paid with the third Plains: no more payments possible.
    s = await until(page, (t) => !t.buttons.some((b) => b.startsWith("special-")), "the payment made");
    s = await passUntil(page, (t) => !t.dialogs.length && /main phase/.test(t.prompt) && !/Lightning Bolt/.test(t.prompt), "the Bolt resolved");
    assert.equal(s.lifeMe, 19, "3 damage, 1 prevented by X and 1 by the payment");
  });

  step("removing from combat: False Orders takes the Wall out of combat, frees the Giant and has the Wall block the Bears", async () => {
    await openPuzzleFile(page, "false-orders.json");
    let s = await waitForMyMove(page);
    const orders = s.hand.find((c) => c.name === "False Orders")!;
    const wall = s.theirs.find((c) => c.name === "Wall of Stone")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await dragTo(page, page.getByTestId(`card-${orders.id}`), page.getByTestId(`card-${wall.id}`));
    s = await passUntil(page, (t) => t.dialogs.includes("dialog-choose"), "the question of what the Wall blocks now");
    const dialog = page.getByTestId("dialog-choose");
    assert.match((await dialog.textContent()) ?? "", /block an attacking creature of your choice/);
    assert.match((await dialog.textContent()) ?? "", /Grizzly Bears/);
    await shot(page, "batch3-false-orders");
    await dialog.getByTestId(`choose-${bears.id}`).click();
    await page.getByTestId("dialog-ok").click();
    await until(page, (t) => !t.dialogs.includes("dialog-choose"), "the question answered");
    // Combat damage: the Hill Giant, now unblocked, deals 3; the Bears hit the Wall.
    // (Auto-pass carries the turn on: the puzzle, to survive this turn, may end with it.)
    s = await until(page, (t) => t.lifeOpp === 17, "the Hill Giant's damage to the opponent", 30_000);
    assert.ok(s.mine.some((c) => c.id === bears.id), "the Bears survive the 0-power Wall");
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", /False Orders/);
  });
});
