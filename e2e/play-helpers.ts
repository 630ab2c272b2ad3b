/** Shared steps of the Play e2e tests: real pointer drags, and reading the table from the page. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { SCREENSHOT_DIR } from "./harness";

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/**
 * A real drag: press on the source, move in steps (dnd-kit needs movement), release on the
 * target. Paced like a hand: it waits (briefly, since some drags are meant to be refused) for
 * the card to be picked up and for the target to light up before releasing, so a busy machine
 * does not drop the card before the drop zones are measured.
 */
export async function dragTo(page: Page, source: Locator, target: Locator): Promise<void> {
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error("drag: source or target is not on screen");
  const from = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const to = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 3 });
  const pickedUp = await page.locator(".drag-ghost").waitFor({ timeout: 2_000 }).then(() => true, () => false);
  await page.mouse.move(to.x, to.y, { steps: 12 });
  if (pickedUp) await target.and(page.locator(".drop-over")).waitFor({ timeout: 2_000 }).catch(() => {});
  await page.mouse.move(to.x + 1, to.y + 1);
  await page.mouse.up();
}

export interface TableSnapshot {
  step: number;
  /** False for a moment after the table halted where the player has not looked yet: pass keys wait (pass-guard.ts). */
  keysReady: boolean;
  mustAct: string;
  prompt: string;
  over: boolean;
  buttons: string[];
  dialogs: string[];
  hand: { id: string; name: string; actionable: boolean }[];
  mine: { id: string; name: string; actionable: boolean; tapped: boolean; attacking: boolean }[];
  theirs: { id: string; name: string; attacking: boolean }[];
  lifeMe: number;
  lifeOpp: number;
  turn: string;
  handCountMe: string;
  handCountOpp: string;
  libraryMe: string;
  libraryOpp: string;
  graveMe: string;
  graveOpp: string;
}

/** What the table shows now, read from the DOM (what a player would see). */
export function snapshot(page: Page): Promise<TableSnapshot> {
  // A string, not a function: tsx's name helpers (__name) do not exist in the page.
  return page.evaluate(SNAPSHOT_JS) as Promise<TableSnapshot>;
}

const SNAPSHOT_JS = `(() => {
  const q = (sel, root = document) => [...root.querySelectorAll(sel)];
  const t = (id) => document.querySelector('[data-testid="' + id + '"]');
  const cards = (root) => root ? q(".table-card[data-card-id]", root).map((el) => ({
    id: el.dataset.cardId,
    name: el.dataset.name || "",
    actionable: el.dataset.actionable === "true",
    tapped: el.classList.contains("tapped"),
    attacking: el.classList.contains("hl-attacker"),
  })) : [];
  const table = t("game-table");
  const life = (id) => Number(t(id)?.querySelector(".pp-life-value")?.textContent ?? NaN);
  return {
    step: Number(table?.dataset.step ?? -1),
    keysReady: table?.dataset.keys !== "wait",
    mustAct: t("must-act")?.textContent ?? "",
    prompt: t("prompt-text")?.textContent ?? "",
    over: !!t("game-over"),
    buttons: q('[data-testid^="pb-"]').filter((b) => !b.disabled).map((b) => b.dataset.testid.slice(3)),
    dialogs: q('[role="dialog"], [data-testid="hotseat-cover"]').map((d) => d.dataset.testid ?? ""),
    hand: cards(t("hand")),
    mine: cards(t("battlefield-me")),
    theirs: cards(t("battlefield-opp")),
    lifeMe: life("life-me"),
    lifeOpp: life("life-opp"),
    turn: t("turn-label")?.textContent ?? "",
    handCountMe: t("hand-count-me")?.textContent ?? "",
    handCountOpp: t("hand-count-opp")?.textContent ?? "",
    libraryMe: t("library-me")?.textContent ?? "",
    libraryOpp: t("library-opp")?.textContent ?? "",
    graveMe: t("graveyard-me")?.textContent ?? "",
    graveOpp: t("graveyard-opp")?.textContent ?? "",
  };
})()`;

/** Waits until it is this page's move (or the game is over); returns the table then. */
export async function waitForMyMove(page: Page, timeoutMs = 60_000): Promise<TableSnapshot> {
  const deadline = Date.now() + timeoutMs;
  let last: TableSnapshot | null = null;
  for (;;) {
    const s = await snapshot(page);
    if (s.over || (s.mustAct === "Your move" && s.keysReady && !s.dialogs.includes("hotseat-cover"))) {
      // Let an auto-pass in flight land before acting on this position.
      await page.waitForTimeout(120);
      // (On a busy machine the key guard may only now have noticed the halt: wait for it too.)
      const again = await snapshot(page);
      if (again.step === s.step && (again.over || again.keysReady)) return again;
      continue;
    }
    last = s;
    if (Date.now() > deadline) throw new Error(`never got the move: ${JSON.stringify(last)}`);
    await page.waitForTimeout(60);
  }
}

/** Waits until the table shows a different step (after an intent), or the time runs out. */
export async function waitForChange(page: Page, step: number, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const s = await snapshot(page);
    if (s.step !== step || s.over) return true;
    await page.waitForTimeout(40);
  }
  return false;
}

/** Polls the table until `ok` holds. */
export async function until(page: Page, ok: (s: TableSnapshot) => boolean, what: string, timeoutMs = 20_000): Promise<TableSnapshot> {
  const deadline = Date.now() + timeoutMs;
  let s = await snapshot(page);
  while (!ok(s)) {
    if (Date.now() > deadline) throw new Error(`the table never showed ${what}: ${JSON.stringify(s)}`);
    await page.waitForTimeout(50);
    s = await snapshot(page);
  }
  return s;
}

/** Passes priority (the Pass button) until the table shows `what`. */
export async function passUntil(page: Page, ok: (s: TableSnapshot) => boolean, what: string): Promise<TableSnapshot> {
  for (let i = 0; i < 20; i++) {
    const s = await waitForMyMove(page);
    if (s.over) throw new Error(`the game ended before ${what}`);
    if (ok(s)) return s;
    if (!s.buttons.includes("pass")) throw new Error(`expected ${what} or priority to pass, got ${JSON.stringify(s)}`);
    await page.getByTestId("pb-pass").click();
    await waitForChange(page, s.step);
  }
  throw new Error(`never reached ${what}`);
}

const FIXTURES = join(import.meta.dirname, "fixtures");

/** Opens the Puzzles page afresh and plays a puzzle file of e2e/fixtures/ there. */
export async function openPuzzleFile(page: Page, file: string): Promise<void> {
  await page.evaluate(`location.hash = "#/puzzles"`);
  await page.getByRole("heading", { name: "Puzzles" }).waitFor();
  await page.getByTestId("puzzle-file").setInputFiles(join(FIXTURES, file));
  await page.getByTestId("game-table").waitFor();
}

/**
 * Starts a match against the computer from the Play lobby (already open): built-in decks by
 * file name, the computer's kind and a seed. Returns the match's id once the table shows.
 */
export async function startVsComputer(page: Page, o: { deck: string; opponent: string; ai: "random" | "heuristic" | "strong"; seed: string }): Promise<number> {
  await page.getByTestId("mode-ai").click();
  await page.getByTestId("deck-select").selectOption(`b:${o.deck}`);
  await page.getByTestId("opponent-deck-select").selectOption(`b:${o.opponent}`);
  await page.getByTestId("ai-select").selectOption(o.ai);
  await page.locator(".more-options summary").click();
  await page.getByTestId("seed-input").fill(o.seed);
  await page.getByTestId("start-match").click();
  await page.getByTestId("game-table").waitFor();
  return Number(await page.getByTestId("game-table").getAttribute("data-match"));
}

/**
 * Two Play screens connect a network match through an invite code and an answer code, with the
 * built-in decks given. `at.invite` runs once Alice's invite shows (before Bob joins with it) and
 * `at.answer` once Bob's answer shows, for tests that look closer at those stages.
 */
export async function connectByCodes(
  pa: Page, pb: Page, decks: [string, string],
  at: { invite?: (code: string) => Promise<void>; answer?: (code: string) => Promise<void> } = {},
): Promise<void> {
  await pa.getByTestId("net-deck-select").selectOption(`b:${decks[0]}`);
  await pb.getByTestId("net-deck-select").selectOption(`b:${decks[1]}`);
  await pa.getByTestId("create-invite").click();
  await pa.getByTestId("invite-code").waitFor();
  const invite = await pa.getByTestId("invite-code").inputValue();
  await at.invite?.(invite);
  await pb.getByTestId("tab-join").click();
  await pb.getByTestId("invite-input").fill(invite);
  await pb.getByTestId("join-invite").click();
  await pb.getByTestId("answer-code").waitFor();
  const answer = await pb.getByTestId("answer-code").inputValue();
  await at.answer?.(answer);
  await pa.getByTestId("answer-input").fill(answer);
  await pa.getByTestId("connect-answer").click();
  await pa.getByTestId("game-table").waitFor({ timeout: 60_000 });
  await pb.getByTestId("game-table").waitFor({ timeout: 60_000 });
}

/**
 * A simple move for whoever must act (`t`, its table just read): keep the hand, take the first
 * offered choice, accept a damage assignment, decline to pay, play a basic or dual land when
 * `lands` and a land is playable, else F2 (pass, no attack, no blocks).
 */
export async function simpleMove(page: Page, t: TableSnapshot, o: { lands?: boolean } = {}): Promise<void> {
  if (t.dialogs.includes("dialog-mulligan")) await page.getByTestId("keep").click();
  else if (t.dialogs.includes("dialog-choose")) {
    await page.locator('[data-testid="dialog-choose"] [data-testid^="choose-"]').first().click();
    await page.getByTestId("dialog-ok").click();
  } else if (t.dialogs.includes("dialog-assign")) await page.getByTestId("dialog-ok").click();
  else if (t.dialogs.includes("dialog-pay")) await page.getByTestId("pay-no").click();
  else {
    const land = o.lands ? t.hand.find((c) => c.actionable && /Mountain|Forest|Taiga|Plains|Island|Tundra/.test(c.name)) : undefined;
    if (land && t.buttons.includes("pass")) await page.getByTestId(`card-${land.id}`).click();
    else await page.keyboard.press("F2");
  }
}
