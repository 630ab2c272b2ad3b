/** Shared steps of watch-opponent and smart-stops (issue 21): a puzzle fixture against the computer, and where the table is. */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { settle } from "./passing-helpers";
import type { TableSnapshot } from "./play-helpers";

const FIXTURES = join(import.meta.dirname, "fixtures");

/** Plays the fixture puzzle file with these table preferences (read when the page loads). */
export async function playFixture(page: Page, file: string, prefs: Record<string, unknown> = {}): Promise<void> {
  const all = { stops: ["me:precombat_main"], autoPass: true, payByHand: false, respondToOwn: false, ...prefs };
  await page.waitForLoadState("load");
  await page.evaluate(`localStorage.setItem("moxen.table.prefs.v1", ${JSON.stringify(JSON.stringify(all))}); location.hash = "#/puzzles"`);
  await page.reload({ waitUntil: "load" });
  await page.getByRole("heading", { name: "Puzzles" }).waitFor();
  await page.getByTestId("puzzle-file").setInputFiles(join(FIXTURES, file));
  await page.getByTestId("game-table").waitFor();
  await page.evaluate("document.activeElement && document.activeElement.blur()");
}

/** Where the table is: whose turn and which step ("me:end", "opp:upkeep"), from the step track. */
export async function where(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const track = document.querySelector('[data-testid="step-track"]');
    const now = track && track.querySelector(".st-step.now");
    return (track && track.classList.contains("mine") ? "me:" : "opp:") + (now ? now.dataset.testid.slice(5) : "?");
  })()`) as Promise<string>;
}

/** Names on the stack, top first. */
export async function stackNames(page: Page): Promise<string[]> {
  return page.locator(".stack-item .si-name").allTextContents();
}

/** The table once it waits for the player, and where. */
export async function halt(page: Page, timeoutMs = 60_000): Promise<{ s: TableSnapshot; at: string; stack: string[] }> {
  const s = await settle(page, timeoutMs);
  return { s, at: await where(page), stack: await stackNames(page) };
}

/** Console errors and failed requests, but the favicon's load aborted by a reload. */
export const realProblems = (problems: string[]) => problems.filter((p) => !/favicon\.svg net::ERR_ABORTED/.test(p));
