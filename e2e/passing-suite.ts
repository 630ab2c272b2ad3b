/**
 * Passing is exact (issue 21): seeded games against the computer, passing with F2 and F4 many
 * times, the way a player does. After the game, every pass of the player's in the match log is
 * checked against the position it passed (rebuilt with the engine from the log): nothing passed
 * a step where the player had a stop, nor a main phase of theirs where they could play
 * something, unless the player pressed a key there (F2 at that position, or F4 to pass until
 * a stop). The player attacks and, like the reporter, presses F2 again a moment after
 * confirming (to pass the declare-attackers step): it may pass that step only. The keys'
 * other half (presses the player cannot have seen, the focus) is play-pass-keys.test.ts.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import type { AnimationSpeed } from "../app/shared/contract/settings";
import { browserSuite } from "./harness";
import { answerDialog, answerOtherPrompt, audit, DEFAULT_STOPS, LANDS, settle, startSeeded, type Press } from "./passing-helpers";
import { snapshot, waitForChange } from "./play-helpers";

/** One seeded game: its seed, the computer's deck, whether the player spends (else holds), and whether it is the file's last. */
export type PassingGame = readonly [seed: string, opponentDeck: string, spend: boolean, last: boolean];

/**
 * The suite over some of the seeded games. The games are split over two files
 * (play-passing.test.ts, play-passing-2.test.ts) so that each file stays well under the test
 * runner's time per file (300 s): a game takes 40–100 s. `animationSpeed`: the player's setting;
 * how long the computer's spells are shown (and it waits) is most of a game's time, and passing
 * must be exact with the staging on ("fast") and off.
 */
export function passingSuite(title: string, games: readonly PassingGame[], animationSpeed: AnimationSpeed): void {
browserSuite(title, { hash: "#/play", timeoutMs: 900_000, stepTimeoutMs: 800_000, settings: { animationSpeed } }, (suite) => {
  let page: Page;
  before(() => void (page = suite.page));
  const step = suite.step;

  const start = (seed: string, opponentDeck: string, stops = DEFAULT_STOPS) => startSeeded(suite.e2e, page, seed, opponentDeck, stops);

  /**
   * Plays by passing: every other turn of the player's, a land in the first main phase and then
   * F4 from there; on the other turns, a land and spells without targets only in the second main
   * phase (so both main phases have a play) and F2 at each halt. Every able creature attacks two
   * turns in three: F2 to confirm, and F2 again 120 ms later, as the reporter did (meaning to pass
   * the declare-attackers step, which comes right after their own confirmation).
   */
  async function playByPassing(maxPresses: number, spend: boolean): Promise<{ presses: Press[]; settles: number[]; turns: number; quick: number }> {
    const presses: Press[] = [];
    const settles: number[] = [];
    let turns = 0;
    /** The player's own turns so far, counted as they come (the first player varies with the seed). */
    let mine = 0;
    let lastTurn = 0;
    const tried = new Set<string>();
    let quick = 0;
    /** Any other answer of the player's ends what an earlier F4 asked for. */
    const mark = (step: number) => presses.push({ key: "F2", step });
    for (let i = 0; i < maxPresses; i++) {
      const s = await settle(page);
      if (s.over) break;
      settles.push(s.step);
      const turn = Number(/\d+/.exec(s.turn)?.[0] ?? 0);
      turns = Math.max(turns, turn);
      if (turn !== lastTurn && /Your turn/.test(s.turn)) {
        lastTurn = turn;
        mine++;
      }
      if (!s.buttons.includes("pass")) mark(s.step);
      if (s.dialogs.length) {
        await answerDialog(page, s);
        await waitForChange(page, s.step);
        continue;
      }
      if (s.buttons.includes("attack")) {
        const able = s.mine.filter((c) => c.actionable && !c.attacking);
        const attack = mine % 3 !== 0 && able.length > 0;
        if (attack) for (const c of able) await page.getByTestId(`card-${c.id}`).click();
        await page.keyboard.press("F2");
        if (attack) {
          await page.waitForTimeout(120);
          // Meant for the position right after the confirmation; any later one it must not pass.
          presses.push({ key: "F2", step: s.step + 1 });
          quick++;
          await page.keyboard.press("F2");
        }
        await waitForChange(page, s.step);
        continue;
      }
      if (await answerOtherPrompt(page, s)) continue;
      const myMain = /^Your (first|second) main phase/.exec(s.prompt)?.[1];
      // Hold: play in the second main phase, or a land in the first one on turns passed with F4
      // from there. Spend: everything, at once, in the first main phase.
      if (spend ? myMain === "first" : myMain === "second" || (myMain === "first" && mine % 2 === 0)) {
        const usable = s.hand.filter((c) => c.actionable && !tried.has(c.id));
        const land = usable.find((c) => LANDS.has(c.name));
        const spell = spend || myMain === "second" ? usable.find((c) => !LANDS.has(c.name)) : undefined;
        const play = land ?? spell;
        if (play) {
          mark(s.step);
          tried.add(play.id);
          await page.getByTestId(`card-${play.id}`).click();
          await page.waitForTimeout(150);
          if ((await snapshot(page)).step === s.step) {
            // It wants a target (the opponent, or any creature), or X.
            const target = spend ? page.locator('[data-testid="player-opp"].hl-target, .table-card.hl-target').first() : null;
            if (target && (await target.count())) await target.click();
            if (spend && (await page.getByTestId("dialog-ok").count())) await page.getByTestId("dialog-ok").click();
            await page.waitForTimeout(150);
            if ((await snapshot(page)).step === s.step) await page.keyboard.press("Escape");
          }
          await waitForChange(page, s.step, 3000);
          continue;
        }
      }
      const key = spend ? (myMain || s.turn.includes("Your turn") ? "F4" : "F2") : myMain === "first" && mine % 2 === 0 ? "F4" : "F2";
      presses.push({ key, step: s.step });
      await page.keyboard.press(key);
      assert.ok(await waitForChange(page, s.step, 10_000), `${key} at position ${s.step} passed (${s.prompt})`);
    }
    return { presses, settles, turns, quick };
  }

  let totalQuick = 0;
  // Hold: the player keeps spells, so their main phases have plays. Spend: they play all they
  // can at once, and have stops where they then often have nothing to do (F4 must halt there).
  const SPEND_STOPS = ["me:precombat_main", "me:upkeep", "opp:end", "opp:upkeep"];
  for (const [seed, opp, spend, last] of games) {
    step(`${seed}: F2 and F4 many times never pass a stop or a main phase with a play`, async () => {
      const stops = spend ? SPEND_STOPS : DEFAULT_STOPS;
      const matchId = await start(seed, opp, stops);
      const { presses, settles, turns, quick } = await playByPassing(90, spend);
      const { wrong, checked } = audit(suite.e2e.dataDir, matchId, presses, settles, stops);
      assert.deepEqual(wrong, [], `passes nobody asked for (${checked} passes checked)`);
      const f4 = presses.filter((p) => p.key === "F4").length;
      console.log(`${seed}: ${checked} passes over ${turns} turns, ${presses.length} presses (${f4} F4, ${quick} quick second F2)`);
      assert.ok(checked >= 30, `the player passed many times (${checked} passes over ${turns} turns)`);
      totalQuick += quick;
      assert.ok(f4 > 0, `F4 was pressed (${f4})`);
      if (last) assert.ok(totalQuick > 0, `quick second presses were tried (${totalQuick})`);
    });
  }

});
}
