/**
 * Staging (issue 39, item 1), from a puzzle in e2e/fixtures/ against the computer in real
 * Chromium: on the computer's turn, Serra Angel attacks a player with no creature (nothing to
 * answer, nothing asked). The attack, the damage ("Serra Angel deals 4 damage to you") and the
 * life change (20 → 16) are each on the table for at least the animation-speed setting's moment,
 * one after the other, and the game does not move on to the damage before the attack was shown.
 * With the animation speed Off nothing is staged and nothing waits.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { SHOW_MS } from "../app/shared/pace";
import { browserSuite } from "./harness";
import { shot } from "./play-helpers";
import { halt, playFixture, realProblems } from "./watch-helpers";

interface Seen {
  kind: string;
  text: string;
  from: number;
  to?: number;
  /** The attacker's card had the staging highlight while this moment showed. */
  lit?: boolean;
}
interface Watch {
  moments: Seen[];
  lifeMe: Seen[];
  attackAt?: number;
  lifeAt?: number;
}

/** Records, frame by frame, every staged moment and life callout (with how long it stayed) and when the attack and the life change reached the table. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const w = (window.__stage = { moments: [], lifeMe: [] });
    let cur = null, life = null;
    const look = () => {
      const now = performance.now();
      const el = document.querySelector('[data-testid="table-stage"]');
      const text = el ? el.textContent : null;
      if (cur && cur.text !== text) { cur.to = now; cur = null; }
      if (el && !cur) { cur = { kind: el.dataset.kind, text, from: now }; w.moments.push(cur); }
      if (cur && cur.kind === "attack") {
        const card = document.querySelector('[data-testid="battlefield-opp"] [data-name="Serra Angel"]');
        if (card && getComputedStyle(card).outlineStyle === "solid") cur.lit = true;
      }
      const l = document.querySelector('[data-testid="stage-life-me"]');
      if (life && !l) { life.to = now; life = null; }
      if (l && !life) { life = { kind: "life", text: l.textContent, from: now }; w.lifeMe.push(life); }
      requestAnimationFrame(look);
    };
    look();
    // Every change React commits, painted or not (at Off the attack may last less than a frame).
    new MutationObserver(() => {
      const now = performance.now();
      if (!w.attackAt && document.querySelector('[data-testid="battlefield-opp"] [data-name="Serra Angel"].combat-attacking')) w.attackAt = now;
      const v = document.querySelector('[data-testid="life-me"] .pp-life-value');
      if (!w.lifeAt && v && v.textContent === "16") w.lifeAt = now;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
}

async function setSpeed(page: Page, label: "Off" | "Normal"): Promise<void> {
  await page.evaluate(`location.hash = "#/settings"`);
  const button = page.getByRole("group", { name: "Animation speed" }).getByRole("button", { name: label, exact: true });
  await button.click();
  await page.waitForFunction((l) => Array.from(document.querySelectorAll('[aria-label="Animation speed"] button')).some((b) => b.textContent === l && b.getAttribute("aria-pressed") === "true"), label);
}

browserSuite("staging the computer's turn (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 300_000, stepTimeoutMs: 120_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;
  const ms = SHOW_MS.normal;
  // A frame's slack: the recorder looks once per animation frame.
  const slack = 50;

  step("at Normal speed the attack, the damage and the life change are each staged for the set moment", async () => {
    await setSpeed(page, "Normal");
    await playFixture(page, "stage-attack.json", { stops: [] });
    await watch(page);
    await page.locator('[data-testid="table-stage"][data-kind="damage"]').waitFor({ timeout: 60_000 });
    await shot(page, "table-stage-damage");
    // The computer attacks, nothing is asked of me, and the table next waits in my main phase.
    const h = await halt(page, 60_000);
    assert.equal(h.at, "me:precombat_main", `the table waits for me in my next main phase (${h.at})`);
    assert.equal(h.s.lifeMe, 16, "Serra Angel's 4 damage");
    // The last moment may still be showing: wait for it to end.
    await page.waitForFunction(() => !document.querySelector('[data-testid="table-stage"]'), undefined, { timeout: 10_000 });
    const w = (await page.evaluate("window.__stage")) as Watch;
    const attack = w.moments.find((m) => m.kind === "attack");
    const damage = w.moments.find((m) => m.kind === "damage");
    assert.ok(attack, `the attack was staged: ${JSON.stringify(w.moments)}`);
    assert.match(attack.text, /attacks with Serra Angel/);
    assert.ok(attack.lit, "Serra Angel was highlighted while its attack was staged");
    assert.ok(attack.to! - attack.from >= ms - slack, `the attack stayed ${Math.round(attack.to! - attack.from)} ms (at least ${ms})`);
    assert.ok(damage, `the damage was staged: ${JSON.stringify(w.moments)}`);
    assert.match(damage.text, /Serra Angel deals 4 damage to you/);
    assert.ok(damage.to! - damage.from >= ms - slack, `the damage stayed ${Math.round(damage.to! - damage.from)} ms (at least ${ms})`);
    assert.ok(damage.from >= attack.to! - slack, "the damage came after the attack had its moment");
    const life = w.lifeMe[0];
    assert.ok(life, "my life change was staged");
    assert.match(life.text, /Your life: 20 → 16/);
    assert.ok(life.to! - life.from >= ms - slack, `the life change stayed ${Math.round(life.to! - life.from)} ms (at least ${ms})`);
    // The game did not outrun the staging: the damage was dealt only after the attack was seen.
    assert.ok(w.attackAt && w.lifeAt, `the attack and the life change reached the table (${JSON.stringify(w)})`);
    assert.ok(w.lifeAt! - attack.from >= ms - slack, `the damage waited for the attack's moment (${Math.round(w.lifeAt! - attack.from)} ms)`);
  });

  step("at Off nothing is staged and nothing waits", async () => {
    await setSpeed(page, "Off");
    await playFixture(page, "stage-attack.json", { stops: [] });
    await watch(page);
    const h = await halt(page, 60_000);
    assert.equal(h.at, "me:precombat_main", `the table waits for me in my next main phase (${h.at})`);
    assert.equal(h.s.lifeMe, 16);
    await shot(page, "table-stage-off");
    const w = (await page.evaluate("window.__stage")) as Watch;
    assert.deepEqual(w.moments, [], "nothing staged");
    assert.ok(w.attackAt && w.lifeAt, `the attack and the life change reached the table (${JSON.stringify(w)})`);
    assert.ok(w.lifeAt! - w.attackAt! < ms - slack, `from the attack to the damage took ${Math.round(w.lifeAt! - w.attackAt!)} ms: no staging wait`);
    await setSpeed(page, "Normal");
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(realProblems(problems), []);
  });
});
