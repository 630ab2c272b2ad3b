/** Shared steps of the passing e2e tests (play-passing, play-pass-keys): a seeded game with chosen stops, and waiting for the table to halt. */
import type { Page } from "playwright-core";
import type { E2E } from "./harness";
import { snapshot, type TableSnapshot } from "./play-helpers";

export const LANDS = new Set(["Mountain", "Forest", "Taiga", "Island", "Swamp", "Plains", "Badlands", "Underground Sea", "Tundra"]);
export const DEFAULT_STOPS = ["me:precombat_main"];

/**
 * A match against the heuristic computer: Red-Green Beats against `opponentDeck`, seeded, with
 * these stops (the table's preferences, read when the page loads).
 */
export async function startSeeded(e2e: E2E, page: Page, seed: string, opponentDeck: string, stops: string[] = DEFAULT_STOPS): Promise<number> {
  // The table's preferences are read when the page loads.
  await page.evaluate(`localStorage.setItem("moxen.table.prefs.v1", ${JSON.stringify(JSON.stringify({ stops, autoPass: true, payByHand: false }))})`);
  await page.goto(`${e2e.host.url}#/play`);
  await page.reload();
  await page.getByTestId("play-lobby").waitFor();
  await page.getByTestId("mode-ai").click();
  await page.getByTestId("deck-select").selectOption("b:red-green-beats");
  await page.getByTestId("opponent-deck-select").selectOption(opponentDeck);
  await page.getByTestId("ai-select").selectOption("heuristic");
  await page.locator(".more-options summary").click();
  await page.getByTestId("seed-input").fill(seed);
  await page.getByTestId("start-match").click();
  await page.getByTestId("game-table").waitFor();
  await page.evaluate("document.activeElement && document.activeElement.blur()");
  return Number(await page.getByTestId("game-table").getAttribute("data-match"));
}

/** The table once it waits for the player: their move, keys ready, no countdown, nothing moving. */
export async function settle(page: Page, timeoutMs = 60_000): Promise<TableSnapshot> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await snapshot(page);
    const counting = (await page.getByTestId("pb-stop-countdown").count()) > 0;
    if (s.over || (s.mustAct === "Your move" && s.keysReady && !counting)) {
      await page.waitForTimeout(150);
      const again = await snapshot(page);
      if (again.step === s.step && (again.over || (again.keysReady && (await page.getByTestId("pb-stop-countdown").count()) === 0))) return again;
      continue;
    }
    if (Date.now() > deadline) throw new Error(`the table never waited for the player: ${JSON.stringify(s)}`);
    await page.waitForTimeout(50);
  }
}

/** Answers a dialog the simple way: pick cards or targets until OK is possible, then OK. */
export async function answerDialog(page: Page, s: TableSnapshot): Promise<void> {
  if (s.dialogs.includes("dialog-mulligan")) return page.getByTestId("keep").click();
  if (s.dialogs.includes("dialog-pay")) return page.getByTestId("pay-no").click();
  const picks = page.locator('[role="dialog"] [data-testid^="choose-"], [role="dialog"] [data-testid^="target-"], [role="dialog"] [data-testid^="answer-"]');
  const ok = page.getByTestId("dialog-ok");
  for (let i = 0; i < 12; i++) {
    if ((await ok.count()) && (await ok.isEnabled())) break;
    const n = await picks.count();
    if (i >= n) break;
    await picks.nth(i).click();
    if ((await snapshot(page)).step !== s.step) return;
  }
  if ((await ok.count()) && (await ok.isEnabled())) await ok.click();
}

