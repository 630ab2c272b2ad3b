/**
 * `moxen bench ui`, the game table in Chromium:
 *  - intent → table: from a pass (F2) at the table until the page shows the host's next
 *    position and has painted it (MutationObserver on the table's step, then one frame);
 *    on the turns 1–3 of a game against the computer, and on a hotseat game's board of 40
 *    permanents a side with full hands (ui-big-board.ts);
 *  - dragging: frame times (requestAnimationFrame deltas) while a card is dragged across a
 *    battlefield of 40 permanents a side, every creature lit as a legal target (fixture=table80:
 *    the fixture's count is both sides together).
 * Page scripts are strings: the CLI runs under tsx, whose helpers do not exist in the page.
 */
import type { Page } from "playwright-core";
import type { WebHost } from "../../../web/server";
import { launchChromium } from "../../chromium";
import { percentile, type Figure } from "./report";
import { bigBoardMatch } from "./ui-big-board";

const MEASURE_PASS = `new Promise((resolve, reject) => {
  const table = document.querySelector('[data-testid="game-table"]');
  if (!table) return reject(new Error("no table"));
  const before = table.dataset.step;
  const t0 = performance.now();
  const timer = setTimeout(() => { mo.disconnect(); reject(new Error("the table did not change")); }, 10000);
  const mo = new MutationObserver(() => {
    if (table.dataset.step === before) return;
    mo.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve(performance.now() - t0));
  });
  mo.observe(table, { attributes: true, attributeFilter: ["data-step"] });
  document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "F2", bubbles: true }));
})`;

const START_FRAMES = `(() => {
  window.__frames = [];
  window.__recording = true;
  let last = performance.now();
  const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__recording) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP_FRAMES = `(() => { window.__recording = false; return window.__frames.slice(2); })()`;

async function waitMyPass(page: Page): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ready = await page.evaluate(`(() => {
      const who = document.querySelector('[data-testid="must-act"]')?.textContent;
      if (document.querySelector('[data-testid="game-over"]')) return "over";
      const cover = document.querySelector('[data-testid="take-seat"]');
      if (cover) { cover.click(); return ""; }
      if (who !== "Your move") return "";
      if (document.querySelector('[data-testid="keep"]')) { document.querySelector('[data-testid="keep"]').click(); return ""; }
      const b = document.querySelector('[data-testid="pb-pass"], [data-testid="pb-attack"], [data-testid="pb-block"]');
      if (b && b.dataset.testid !== "pb-pass") { b.click(); return ""; }
      const choose = document.querySelector('[data-testid="dialog-choose"] [data-testid^="choose-"]');
      if (choose) { choose.click(); document.querySelector('[data-testid="dialog-ok"]')?.click(); return ""; }
      // The table takes pass keys only once the player could see the position (pass-guard.ts).
      const keys = document.querySelector('[data-testid="game-table"]')?.dataset.keys;
      return b && keys === "ready" ? "pass" : "";
    })()`);
    if (ready === "over") throw new Error("the game ended during the benchmark");
    if (ready === "pass") return;
    await page.waitForTimeout(30);
  }
  throw new Error("the table never offered a pass");
}

export async function tableFigures(host: WebHost, intents: number): Promise<Figure[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${host.url}#/play`);
    await page.getByTestId("deck-select").selectOption("b:red-green-beats");
    await page.getByTestId("opponent-deck-select").selectOption("b:white-blue-skies");
    await page.getByTestId("ai-select").selectOption("random");
    await page.locator(".more-options summary").click();
    await page.getByTestId("seed-input").fill("bench-ui-1");
    await page.getByTestId("start-match").click();
    await page.getByTestId("game-table").waitFor();
    await page.getByTestId("toggle-autopass").uncheck();
    const times: number[] = [];
    for (let i = 0; i < intents; i++) {
      await waitMyPass(page);
      times.push((await page.evaluate(MEASURE_PASS)) as number);
    }
    times.sort((a, b) => a - b);

    // The same on a real game's board of 40 permanents a side (a hotseat match played up to it).
    const bigId = await bigBoardMatch(host);
    const big = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await big.goto(`${host.url}#/play`);
    await big.getByTestId(`continue-${bigId}`).click();
    await big.getByTestId("game-table").waitFor();
    await big.getByTestId("toggle-autopass").uncheck();
    const bigPermanents = await big.locator('[data-testid="battlefield-me"] .table-card, [data-testid="battlefield-opp"] .table-card').count();
    const bigTimes: number[] = [];
    for (let i = 0; i < intents; i++) {
      await waitMyPass(big);
      bigTimes.push((await big.evaluate(MEASURE_PASS)) as number);
    }
    bigTimes.sort((a, b) => a - b);
    await big.close();

    const drag = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await drag.goto(`${host.url}&fixture=table80#/play`);
    await drag.getByTestId("game-table").waitFor();
    await drag.waitForTimeout(500); // card data loaded, layout settled
    const from = (await drag.getByTestId("card-h1").boundingBox())!;
    const field = (await drag.getByTestId("battlefield-opp").boundingBox())!;
    const mine = (await drag.getByTestId("battlefield-me").boundingBox())!;
    await drag.evaluate(START_FRAMES);
    await drag.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await drag.mouse.down();
    // Sweep over both battlefields: every permanent is a drop target lit up.
    const points: [number, number][] = [];
    for (let k = 0; k <= 120; k++) {
      const t = k / 120;
      const area = k < 60 ? field : mine;
      points.push([area.x + 20 + (area.width - 40) * (k < 60 ? t * 2 : (t - 0.5) * 2), area.y + area.height * (0.3 + 0.4 * Math.sin(t * Math.PI * 6) ** 2)]);
    }
    for (const [x, y] of points) {
      await drag.mouse.move(x, y);
      await drag.waitForTimeout(16);
    }
    await drag.mouse.move(from.x + from.width / 2, from.y + from.height / 2, { steps: 5 });
    await drag.mouse.up();
    const frames = ((await drag.evaluate(STOP_FRAMES)) as number[]).sort((a, b) => a - b);
    const permanents = await drag.locator('[data-testid="battlefield-me"] .table-card, [data-testid="battlefield-opp"] .table-card').count();
    return [
      { key: "intent_to_table_p50_ms", label: `pass (F2) → table updated, p50 of ${intents}`, value: round(percentile(times, 50)), unit: "ms" },
      { key: "intent_to_table_p95_ms", label: `pass (F2) → table updated, p95 of ${intents}`, value: round(percentile(times, 95)), unit: "ms" },
      { key: "big_intent_to_table_p50_ms", label: `the same on a real board of ${bigPermanents} permanents (hotseat), p50`, value: round(percentile(bigTimes, 50)), unit: "ms" },
      { key: "big_intent_to_table_p95_ms", label: `the same on a real board of ${bigPermanents} permanents (hotseat), p95`, value: round(percentile(bigTimes, 95)), unit: "ms" },
      { key: "drag_frame_p50_ms", label: `drag over ${permanents} permanents, frame p50`, value: round(percentile(frames, 50)), unit: "ms" },
      { key: "drag_frame_p95_ms", label: `drag over ${permanents} permanents, frame p95`, value: round(percentile(frames, 95)), unit: "ms" },
      { key: "drag_frame_max_ms", label: `drag over ${permanents} permanents, worst frame`, value: round(frames[frames.length - 1] ?? 0), unit: "ms" },
      { key: "drag_frames", label: "frames recorded while dragging", value: frames.length, unit: "frames" },
    ];
  } finally {
    await browser.close();
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
