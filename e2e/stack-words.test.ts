/**
 * An ability on the stack reads as what it is (issue 39: "Computer's Juzám Djinn is on the stack"
 * read like a second Djinn being cast): the stack, the prompt and the log name the source, say it
 * is its triggered ability, and give its words with the source named.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot, snapshot, until, waitForMyMove } from "./play-helpers";

browserSuite("abilities on the stack as sentences (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 120_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("the computer's Juzám Djinn's upkeep trigger: its sentence in the stack, the prompt and the log", async () => {
    await openPuzzleFile(page, "juzam-trigger.json");
    const words = "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you.";
    const s = await passUntil(page, (t) => /triggered ability/.test(t.prompt), "the Djinn's trigger on the stack");
    assert.ok(s.prompt.startsWith(`Computer's Juzám Djinn's triggered ability is on the stack: “${words}” Respond, or let it resolve.`), s.prompt);
    const item = page.locator('[data-testid^="stack-"]').filter({ hasText: "Juzám Djinn's triggered ability" });
    await item.waitFor();
    assert.equal(await item.getByTestId("stack-text").textContent(), words);
    assert.match((await page.getByTestId("game-log").textContent()) ?? "", new RegExp(`Juzám Djinn's ability triggers: "${words.replace(/\./g, "\\.")}"`));
    await shot(page, "stack-words-trigger");
  });
});

browserSuite("a pay-or-not question names its card (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 120_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  const boltOwnBears = async (file: string) => {
    await openPuzzleFile(page, file);
    const s = await waitForMyMove(page);
    const cl = s.hand.find((c) => c.name === "Chain Lightning")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId(`card-${cl.id}`).click();
    await page.getByTestId(`card-${bears.id}`).click();
  };

  suite.step("Chain Lightning's copy offer: the card named, what paying does, the cost in mana symbols", async () => {
    await boltOwnBears("chain-lightning-pay.json");
    const dialog = page.getByTestId("dialog-pay");
    for (let i = 0; i < 40 && !(await dialog.isVisible()); i++) {
      const now = await snapshot(page);
      if (now.buttons.includes("pass") && now.mustAct === "Your move") await page.getByTestId("pb-pass").click();
      await page.waitForTimeout(150);
    }
    await dialog.waitFor();
    assert.match((await dialog.textContent()) ?? "", /Chain Lightning: pay\?/);
    assert.match(await dialog.getByTestId("pay-prompt").textContent() ?? "", /to copy Chain Lightning\? \(You may choose a new target for the copy\.\)/);
    assert.equal(await dialog.getByTestId("pay-prompt").locator(".ms").count(), 2, "{R}{R} as two mana symbols, not braces");
    assert.doesNotMatch((await dialog.textContent()) ?? "", /\{R\}/);
    await shot(page, "chain-lightning-pay");
    await page.getByTestId("pay-no").click();
    await dialog.waitFor({ state: "hidden" });
  });

  suite.step("with no red mana left, the offer is declined at once and the table says so", async () => {
    await boltOwnBears("chain-lightning-cant-pay.json");
    const notice = page.getByTestId("notice").filter({ hasText: "You can't pay {R}{R} for Chain Lightning: not paid." });
    for (let i = 0; i < 40 && !(await notice.isVisible()); i++) {
      const now = await snapshot(page);
      assert.ok(!now.dialogs.includes("dialog-pay"), "no question the player can only answer one way");
      if (now.buttons.includes("pass") && now.mustAct === "Your move") await page.getByTestId("pb-pass").click();
      await page.waitForTimeout(150);
    }
    await notice.waitFor();
  });
});

browserSuite("a spell's arrow to a spell on the stack (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 120_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("Counterspell targeting a Lightning Bolt on the stack: the arrow ends on the Bolt in the stack, not on a portrait", async () => {
    await openPuzzleFile(page, "counter-arrow.json");
    await page.getByTestId("toggle-respond-own").check();
    await page.getByTestId("toggle-autopass").uncheck(); // the table waits with the Counterspell on the stack
    let s = await waitForMyMove(page);
    await page.getByTestId(`card-${s.hand.find((c) => c.name === "Lightning Bolt")!.id}`).click();
    await page.getByTestId("player-opp").click();
    s = await until(page, (t) => /Lightning Bolt targeting .* is on the stack/.test(t.prompt), "the Bolt on the stack");
    const bolt = page.locator('[data-testid^="stack-"]').filter({ has: page.locator(".si-name", { hasText: /^Lightning Bolt$/ }) });
    await page.getByTestId(`card-${s.hand.find((c) => c.name === "Counterspell")!.id}`).click();
    await bolt.click();
    await until(page, (t) => /Counterspell targeting Lightning Bolt/.test(t.prompt), "the Counterspell on the stack");
    const arrow = page.getByTestId("arrow-target");
    await arrow.waitFor({ state: "attached" });
    await page.waitForTimeout(400); // the arrows are measured again once the table settles
    const end = await arrow.evaluate((l) => {
      const svg = (l as SVGLineElement).ownerSVGElement!.getBoundingClientRect();
      return { x: svg.left + Number(l.getAttribute("x2")), y: svg.top + Number(l.getAttribute("y2")) };
    });
    const box = (await bolt.boundingBox())!;
    assert.ok(end.x >= box.x && end.x <= box.x + box.width && end.y >= box.y && end.y <= box.y + box.height, `the arrow ends at ${JSON.stringify(end)}, the Bolt is at ${JSON.stringify(box)}`);
    await shot(page, "counter-arrow");
  });
});
