/** Shared steps of the passing e2e tests (play-passing, play-pass-keys): a seeded game with chosen stops, and waiting for the table to halt. */
import { join } from "node:path";
import type { Page } from "playwright-core";
import * as engine from "../engine/index";
import type { Action, GameState, LegalOptions, PlayerView } from "../engine/index";
import { MATCHES_FILE } from "../app/host/match/db";
import { createFromSetup, replayRows } from "../app/host/match/replay";
import { MatchStore } from "../app/host/match/store";
import { onlyPass } from "../renderer/src/components/table/legal";
import { autoPassWaits, mainWithPlay, stopKey } from "../renderer/src/components/table/pass-rules";
import type { E2E } from "./harness";
import { snapshot, startVsComputer, waitForChange, type TableSnapshot } from "./play-helpers";

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
  const matchId = await startVsComputer(page, { deck: "red-green-beats", opponent: opponentDeck.replace(/^b:/, ""), ai: "heuristic", seed });
  await page.evaluate("document.activeElement && document.activeElement.blur()");
  return matchId;
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

/**
 * The table's prompts other than priority, the simple way: no blocks (F2 confirms none), and a
 * spell being put together or paid for is cancelled, or a choice finished. True if it answered.
 */
export async function answerOtherPrompt(page: Page, s: TableSnapshot): Promise<boolean> {
  if (s.buttons.includes("block")) await page.keyboard.press("F2");
  else if (s.buttons.includes("pass")) return false;
  else if (s.buttons.includes("cancel") || s.buttons.includes("cancel-spell")) await page.keyboard.press("Escape");
  else if (s.buttons.includes("done")) await page.getByTestId("pb-done").click();
  await waitForChange(page, s.step);
  return true;
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

export interface Press {
  key: "F2" | "F4";
  /** The table's position (actions so far) when the key was pressed. */
  step: number;
}

/** Every position of the match, rebuilt from its log, and the player's seat. */
export function positions(dataDir: string, matchId: number): { states: GameState[]; actions: Action[]; me: "A" | "B" } {
  const store = new MatchStore(join(dataDir, MATCHES_FILE));
  try {
    const row = store.get(matchId);
    const states: GameState[] = [createFromSetup(row.setup!)];
    const actions: Action[] = [];
    replayRows(states[0]!, store.actions(matchId), (_step, state, action) => {
      states.push(state);
      actions.push(action);
    });
    return { states, actions, me: row.mySeat! };
  } finally {
    store.db.close();
  }
}

/**
 * The passes the table made that nobody asked for: each pass of the player's at a position with
 * a stop (the step's first priority with an empty stack) or in their main phase with something
 * to play, not pressed there, and not under F4 (which passes until a stop, so only a stop may
 * not be passed). Also every halt after a key that had no reason to halt.
 * Under auto-pass, also a pass at a smart stop (pass-rules.ts autoPassWaits: the opponent's spell
 * the player could answer, a declare-blockers step or the opponent's end step with something to cast).
 */
export function audit(dataDir: string, matchId: number, presses: Press[], settles: number[], STOPS: string[]): { wrong: string[]; checked: number } {
  const { states, actions, me } = positions(dataDir, matchId);
  const wrong: string[] = [];
  const firstPriority = new Map<number, number>();
  const at = (k: number) => {
    const state = states[k]!;
    const view: PlayerView = engine.viewFor(state, me);
    const legal: LegalOptions = engine.legalActions(state, me);
    return { view, legal };
  };
  const where = (k: number, view: PlayerView) =>
    `position ${k} (turn ${view.turn.number}, ${view.turn.active === me ? "my" : "their"} ${view.turn.step}${view.stack.length ? `, ${view.stack.length} on the stack` : ""})`;
  let checked = 0;
  for (let k = 0; k < actions.length; k++) {
    const state = states[k]!;
    if (engine.whoMustAct(state) !== me) continue;
    const { view, legal } = at(k);
    const priority = !view.decision && !!legal.pass && !view.stack.length;
    if (priority && !firstPriority.has(view.turn.serial)) firstPriority.set(view.turn.serial, k);
    const action = actions[k]!;
    if (action.player !== me || action.type !== "pass") continue;
    checked++;
    const atStop = priority && firstPriority.get(view.turn.serial) === k && STOPS.includes(stopKey(view.turn.active === me, view.turn.step));
    const mainPlay = mainWithPlay(view, legal);
    if (presses.some((p) => p.step === k)) continue; // the player pressed F2 or F4 right here
    const last = [...presses].reverse().find((p) => p.step < k);
    if (last?.key === "F4") {
      const pressedSerial = states[last.step]!.turn.serial;
      if (atStop && view.turn.serial !== pressedSerial) wrong.push(`F4 at ${last.step} passed a stop: ${where(k, view)}`);
      continue;
    }
    if (atStop) wrong.push(`passed a stop without a key there: ${where(k, view)}`);
    else if (mainPlay) wrong.push(`passed a main phase with a play (${[...legal.play, ...legal.cast.map((c) => c.name)].join(", ")}) without a key there: ${where(k, view)}`);
    // The smart stops (issue 21): the opponent's spell they could answer, a declare-blockers step
    // or the opponent's end step with something to cast (once a step: its first priority here).
    else if (autoPassWaits(view, legal, priority && firstPriority.get(view.turn.serial) !== k)) wrong.push(`auto-passed at a smart stop: ${where(k, view)}`);
  }
  // Each halt after a key: a decision, a stop, something to do, or the opponent's spell to answer.
  for (const k of settles) {
    if (k >= states.length || engine.whoMustAct(states[k]!) !== me) continue;
    const { view, legal } = at(k);
    const stop = !view.stack.length && STOPS.includes(stopKey(view.turn.active === me, view.turn.step));
    const reason = !!view.decision || !legal.pass || stop || !onlyPass(view, legal) || (view.stack.at(-1)?.controller ?? me) !== me;
    if (!reason) wrong.push(`halted for nothing: ${where(k, view)}`);
  }
  return { wrong, checked };
}
