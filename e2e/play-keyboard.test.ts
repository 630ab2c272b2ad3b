/**
 * Keyboard only at the table: keep the opening hand, play a land, cast a spell (choosing its
 * target with Tab and Enter when it has one) and pass priority — no mouse once the game starts.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { shot, snapshot, waitForChange, waitForMyMove } from "./play-helpers";

const LANDS = new Set(["Mountain", "Forest", "Taiga"]);

browserSuite("Play: keyboard only (e2e, Chromium)", { hash: "#/play", timeoutMs: 300_000, stepTimeoutMs: 240_000 }, (suite) => {
  let page: Page;
  before(() => void (page = suite.page));
  const step = suite.step;

  /** Presses Tab until the focused element matches, like a player looking for it. */
  async function tabTo(selector: string, max = 150): Promise<void> {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(`!!document.activeElement && document.activeElement.matches(${JSON.stringify(selector)})`)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  step("starts a match (setup in the lobby)", async () => {
    await page.getByTestId("deck-select").selectOption("b:red-green-beats");
    await page.getByTestId("opponent-deck-select").selectOption("b:blue-black-control");
    await page.getByTestId("ai-select").selectOption("random");
    await page.locator(".more-options summary").click();
    await page.getByTestId("seed-input").fill("keyboard-1");
    await page.getByTestId("start-match").click();
    await page.getByTestId("game-table").waitFor();
    // From here on: keyboard only. Move focus off the Play button first.
    await page.evaluate("document.activeElement && document.activeElement.blur()");
  });

  step("keeps, plays lands, casts a spell and passes priority with the keyboard", async () => {
    let cast = false;
    let passed = false;
    let land = false;
    for (let turn = 0; turn < 40 && !(cast && passed); turn++) {
      const s = await waitForMyMove(page);
      assert.ok(!s.over, "the game is not over before the spell was cast");
      if (s.dialogs.includes("dialog-mulligan")) {
        // The dialog takes the focus on its first button: Keep.
        await page.keyboard.press("Enter");
        await waitForChange(page, s.step);
        continue;
      }
      if (s.dialogs.includes("dialog-choose")) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await tabTo('[data-testid="dialog-ok"]');
        await page.keyboard.press("Enter");
        await waitForChange(page, s.step);
        continue;
      }
      if (s.buttons.includes("attack") || s.buttons.includes("block")) {
        await page.keyboard.press("F2"); // no attack / no blocks
        await waitForChange(page, s.step);
        continue;
      }
      const mainPhase = /main phase/.test(s.prompt) && /^Your /.test(s.prompt);
      const usable = s.hand.filter((c) => c.actionable);
      const aLand = usable.find((c) => LANDS.has(c.name));
      if (mainPhase && aLand) {
        await tabTo(`[data-testid="card-${aLand.id}"]`);
        await page.keyboard.press("Enter");
        assert.ok(await waitForChange(page, s.step), "Enter on a land in hand plays it");
        land = true;
        continue;
      }
      const spell = usable.find((c) => !LANDS.has(c.name));
      if (mainPhase && spell && !cast) {
        await tabTo(`[data-testid="card-${spell.id}"]`);
        await page.keyboard.press("Enter");
        await page.waitForTimeout(200);
        const after = await snapshot(page);
        if (after.step === s.step && /Choose a target/.test(after.prompt)) {
          // Targeting: the legal targets take the focus in turn; pick the opponent (or any).
          const target = (await page.locator('[data-testid="player-opp"][tabindex="0"]').count()) ? '[data-testid="player-opp"]' : ".table-card.hl-target";
          await tabTo(target);
          await shot(page, "play-keyboard-1-targeting");
          await page.keyboard.press("Enter");
        }
        assert.ok(await waitForChange(page, s.step), `Enter on ${spell.name} casts it`);
        const now = await snapshot(page);
        assert.ok(!now.hand.some((c) => c.id === spell.id), `${spell.name} left the hand`);
        cast = true;
        await shot(page, "play-keyboard-2-cast");
        continue;
      }
      await page.keyboard.press(cast ? "F2" : "F6");
      assert.ok(await waitForChange(page, s.step, 10_000), "F2/F6 passes priority");
      if (cast) passed = true;
    }
    assert.ok(land && cast && passed, `land ${land}, cast ${cast}, passed ${passed}`);
  });

  step("a key sent to the window or the document, not to an element, still passes and throws nothing", async () => {
    // Scripts, extensions and the UI benchmark send keys to window; the handler used to call
    // hasAttribute on that target and throw, so the key did nothing.
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    for (const target of ["window", "document"]) {
      const s = await waitForMyMove(page);
      if (s.over) break;
      await page.evaluate(`${target}.dispatchEvent(new KeyboardEvent("keydown", { key: "F2", bubbles: true }))`);
      assert.ok(await waitForChange(page, s.step, 10_000), `F2 sent to ${target} passes priority`);
    }
    assert.deepEqual(errors, []);
  });
});
