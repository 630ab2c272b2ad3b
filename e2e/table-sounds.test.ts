/**
 * Table sounds (e2e, Chromium; renderer/src/components/table/sounds.ts): off by default, one switch
 * in Settings. The page's AudioContext is the real one, wrapped before the app loads so that the
 * test counts the oscillators each sound starts and their frequencies: with the switch off a land
 * and a spell make none; with it on, a land, a spell, the computer's combat damage and the start
 * of the player's turn each make their own. From the puzzle e2e/fixtures/table-sounds.json.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { hostCall } from "./host-game";
import { dragTo, openPuzzleFile, passUntil, until, waitForMyMove } from "./play-helpers";

/** Wraps AudioContext: every oscillator started is recorded with its frequency (in Hz, rounded). */
const COUNT_AUDIO = `(() => {
  const Real = window.AudioContext;
  window.__tones = [];
  window.__contexts = 0;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...a) { super(...a); window.__contexts++; }
    createOscillator() {
      const o = super.createOscillator();
      const start = o.start.bind(o);
      o.start = (...a) => { window.__tones.push(Math.round(o.frequency.value)); return start(...a); };
      return o;
    }
  };
})();`;

// The tones of each sound (sounds.ts TONES), rounded.
const LAND = 196, SPELL = 523, COMBAT = 98, TURN = 392;

browserSuite("Table sounds (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 240_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));
  const step = suite.step;
  const tones = () => page.evaluate("window.__tones.slice()") as Promise<number[]>;
  /** Waits until the tones played include all of `want` (polled: the page's CSP forbids waitForFunction's eval). */
  const heard = async (...want: number[]) => {
    for (let i = 0; ; i++) {
      const t = await tones();
      if (want.every((w) => t.includes(w))) return t;
      if (i > 600) assert.fail(`never heard ${want.join(", ")}: ${t.join(" ")}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  step("off by default: the setting is off, and a land and a spell make no sound", async () => {
    assert.equal(((await hostCall(suite.e2e)("settings.get")) as { sound: boolean }).sound, false);
    await page.addInitScript(COUNT_AUDIO);
    // Loaded fully first (its favicon too), so that the reload interrupts no request.
    await page.waitForLoadState("networkidle");
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.evaluate(`location.hash = "#/settings"`);
    const sw = page.getByTestId("settings-sound");
    await sw.waitFor({ state: "attached" });
    assert.equal(await sw.isChecked(), false, "the switch is off");
    await openPuzzleFile(page, "table-sounds.json");
    let s = await waitForMyMove(page);
    const land = s.hand.find((c) => c.name === "Mountain")!;
    await page.getByTestId(`card-${land.id}`).click();
    s = await until(page, (t) => !t.hand.some((c) => c.id === land.id), "the Mountain played");
    const bolt = s.hand.find((c) => c.name === "Lightning Bolt")!;
    await dragTo(page, page.getByTestId(`card-${bolt.id}`), page.getByTestId("player-opp"));
    await until(page, (t) => !t.hand.some((c) => c.id === bolt.id), "Lightning Bolt cast");
    assert.deepEqual(await tones(), [], "no sound at all");
    assert.equal(await page.evaluate("window.__contexts"), 0, "no audio context is even made");
  });

  step("switched on in Settings: a land, a spell, combat damage and your turn each sound", async () => {
    await page.evaluate(`location.hash = "#/settings"`);
    // A click, not check(): the switch is drawn from the saved settings, so it turns on only once
    // the host has saved it (waited for just below), not at the moment of the click.
    await page.getByTestId("settings-sound").click({ force: true });
    for (let i = 0; !((await hostCall(suite.e2e)("settings.get")) as { sound: boolean }).sound; i++) {
      if (i > 200) assert.fail("the switch never reached the settings");
      await new Promise((r) => setTimeout(r, 10));
    }
    await openPuzzleFile(page, "table-sounds.json");
    let s = await waitForMyMove(page);
    const land = s.hand.find((c) => c.name === "Mountain")!;
    await page.getByTestId(`card-${land.id}`).click();
    s = await until(page, (t) => !t.hand.some((c) => c.id === land.id), "the Mountain played");
    await heard(LAND);
    assert.deepEqual(await tones(), [LAND], "the land's knock, alone");
    const bolt = s.hand.find((c) => c.name === "Lightning Bolt")!;
    await dragTo(page, page.getByTestId(`card-${bolt.id}`), page.getByTestId("player-opp"));
    await heard(SPELL);
    // Turn 4: the computer's Grizzly Bears attack (the player has no creatures); turn 5 is the player's again.
    s = await passUntil(page, (t) => t.lifeMe < 20 && /^Turn 5/.test(t.turn), "the player's next turn (5) after the computer's attack");
    const t = await heard(COMBAT, TURN);
    assert.ok(t.indexOf(COMBAT) < t.lastIndexOf(TURN), `combat damage before the turn's call: ${t.join(" ")}`);
    assert.deepEqual(suite.problems, []);
  });
});
