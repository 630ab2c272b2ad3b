/**
 * A whole game against the computer in real Chromium, played with the pointer: lands and a
 * creature dragged from hand to the battlefield, attackers dragged/clicked, a targeted spell
 * dropped on its target. Then the result in the history and a replay stepped through.
 * The game adapts to what the seed deals; F2 passes once nothing else is wanted.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { dragTo, shot, snapshot, waitForChange, waitForMyMove } from "./play-helpers";

const LANDS = new Set(["Mountain", "Forest", "Taiga"]);
const CREATURES = new Set(["Llanowar Elves", "Grizzly Bears", "Mons's Goblin Raiders", "Goblin King", "Hill Giant", "Ironroot Treefolk", "Craw Wurm", "Force of Nature", "Shivan Dragon"]);

describe("Play: a whole game against the computer (e2e, Chromium)", { timeout: 600_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let problems: string[];
  let matchId = 0;
  const done = { landByDrag: false, creatureByDrag: false, attacked: false, targeted: false };
  before(async () => {
    // "fast": the computer's spells are still staged, for half as long (most of this game's time).
    e2e = await startE2E({ settings: { animationSpeed: "fast" } });
    ({ page, problems } = await e2e.open("#/play"));
  });
  after(() => e2e?.close());

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(page, name, fn));

  let coinsAtStart = 0;

  step("starts a match against the random computer from the lobby", async () => {
    await page.getByTestId("play-lobby").waitFor();
    await page.getByTestId("coins").filter({ hasText: /^\d+$/ }).waitFor();
    coinsAtStart = Number(await page.getByTestId("coins").textContent());
    await page.getByTestId("mode-ai").click();
    // Player-facing names: the deck's title and size, never its file name.
    assert.equal((await page.locator('[data-testid=deck-select] option[value="b:red-green-beats"]').textContent())?.trim(), "Red-Green Beats · 60 cards · built-in");
    // The player's own decks read the same way, marked as theirs.
    for (const t of await page.locator('[data-testid=deck-select] option[value^="d:"]').allTextContents()) assert.match(t.trim(), /^.+ · \d+ cards · yours$/);
    await page.getByTestId("deck-select").selectOption("b:red-green-beats");
    await page.getByTestId("opponent-deck-select").selectOption("b:white-blue-skies");
    await page.getByTestId("ai-select").selectOption("random");
    await page.locator(".more-options summary").click();
    await page.getByTestId("seed-input").fill("e2e-vs-computer-1");
    await page.getByTestId("start-match").click();
    await page.getByTestId("game-table").waitFor();
    matchId = Number(await page.getByTestId("game-table").getAttribute("data-match"));
    await page.getByLabel("Computer (random moves)'s battlefield").waitFor();
    assert.ok(matchId > 0);
    await shot(page, "play-vs-computer-1-start");
  });

  step("plays the game to its end with drags and clicks", async () => {
    const failed = new Set<string>();
    let shots = 0;
    for (let i = 0; i < 1500; i++) {
      const s = await waitForMyMove(page);
      if (s.over) break;
      const before = s.step;
      const act = async (what: string, fn: () => Promise<void>) => {
        await fn();
        const moved = await waitForChange(page, before, 4000);
        return moved || (failed.add(what), false);
      };
      if (s.dialogs.includes("dialog-mulligan")) {
        await act("keep", () => page.getByTestId("keep").click());
        continue;
      }
      if (s.dialogs.includes("dialog-choose")) {
        await page.locator('[data-testid="dialog-choose"] [data-testid^="choose-"]').first().click();
        await act("choose", () => page.getByTestId("dialog-ok").click());
        continue;
      }
      if (s.dialogs.includes("dialog-assign")) {
        await act("assign", () => page.getByTestId("dialog-ok").click());
        continue;
      }
      if (s.dialogs.includes("dialog-pay")) {
        await act("pay", () => page.getByTestId("pay-no").click());
        continue;
      }
      if (s.buttons.includes("attack")) {
        const able = s.mine.filter((c) => c.actionable && !c.attacking);
        for (const [k, c] of able.entries()) {
          const card = page.getByTestId(`card-${c.id}`);
          if (k === 0 && !done.attacked) await dragTo(page, card, page.getByTestId("battlefield-opp"));
          else await card.click();
        }
        if (able.length) {
          const picked = await page.locator(".slot.declared-attacker").count();
          assert.equal(picked, able.length, "every creature dragged or clicked is picked as an attacker");
          if (shots++ < 2) await shot(page, `play-vs-computer-2-attackers-${shots}`);
        }
        if (await act("attack", () => page.getByTestId("pb-attack").click())) done.attacked ||= able.length > 0;
        continue;
      }
      if (s.buttons.includes("block")) {
        await act("block", () => page.getByTestId("pb-block").click());
        continue;
      }
      if (s.buttons.includes("pass")) {
        const usable = s.hand.filter((c) => c.actionable && !failed.has(c.id));
        const land = usable.find((c) => LANDS.has(c.name));
        if (land) {
          const card = page.getByTestId(`card-${land.id}`);
          if (!done.landByDrag) {
            const lands = s.mine.filter((c) => LANDS.has(c.name)).length;
            // A card that changes zones is a new object (CR 400.7): count the lands instead.
            if (await act(land.id, () => dragTo(page, card, page.getByTestId("battlefield-me")))) done.landByDrag = (await snapshot(page)).mine.filter((c) => LANDS.has(c.name)).length === lands + 1;
          } else await act(land.id, () => card.click());
          continue;
        }
        const creature = usable.find((c) => CREATURES.has(c.name));
        if (creature) {
          if (await act(creature.id, () => dragTo(page, page.getByTestId(`card-${creature.id}`), page.getByTestId("battlefield-me")))) {
            done.creatureByDrag = true;
            await shot(page, "play-vs-computer-3-creature-cast");
          }
          continue;
        }
        const bolt = usable.find((c) => c.name === "Lightning Bolt" || c.name === "Fireball");
        if (bolt) {
          const ok = await act(bolt.id, async () => {
            await dragTo(page, page.getByTestId(`card-${bolt.id}`), page.getByTestId("player-opp"));
            if (bolt.name === "Fireball") {
              await page.getByTestId("dialog-x").waitFor();
              await page.getByTestId("dialog-ok").click();
            }
          });
          if (ok) {
            done.targeted = true;
            await shot(page, "play-vs-computer-4-targeted-spell");
          }
          continue;
        }
        const growth = usable.find((c) => c.name === "Giant Growth");
        const mine = s.mine.find((c) => CREATURES.has(c.name));
        if (growth && mine) {
          if (await act(growth.id, () => dragTo(page, page.getByTestId(`card-${growth.id}`), page.getByTestId(`card-${mine.id}`)))) done.targeted = true;
          continue;
        }
        await act(`pass@${before}`, () => page.keyboard.press("F2"));
        continue;
      }
      if (s.buttons.includes("cancel")) {
        await page.keyboard.press("Escape");
        continue;
      }
      if (s.buttons.includes("done")) {
        await act("done", () => page.getByTestId("pb-done").click());
        continue;
      }
      await page.waitForTimeout(100);
    }
    const end = await snapshot(page);
    assert.ok(end.over, `the game ended (${JSON.stringify(end)})`);
    await shot(page, "play-vs-computer-5-game-over");
    assert.deepEqual(done, { landByDrag: true, creatureByDrag: true, attacked: true, targeted: true }, "every kind of interaction happened");
  });

  step("the result is in the history, and the replay steps through", async () => {
    const title = await page.getByTestId("game-over-title").textContent();
    // The coins the game paid show in the top bar at once (not only after a visit to the Shop).
    const paid = title === "You win!" ? 50 : /draw/i.test(title ?? "") ? 20 : 10;
    // (The top bar may be out of sight while the table is shown: read it, do not wait for it to be visible.)
    await page.waitForFunction((want) => document.querySelector("[data-testid=coins]")?.textContent === want, String(coinsAtStart + paid), { timeout: 5_000 });
    await page.getByTestId("back-to-lobby").click();
    const row = page.getByTestId(`history-${matchId}`);
    await row.waitFor();
    const text = (await row.textContent()) ?? "";
    assert.match(text, title === "You win!" ? /Won/ : /Lost|Draw/);
    await page.getByTestId(`replay-${matchId}`).click();
    await page.getByTestId("replay").waitFor();
    const counter = page.getByTestId("replay-step");
    await counter.filter({ hasText: /^0 \/ \d+$/ }).waitFor();
    const total = Number((await counter.textContent())!.split("/")[1]);
    assert.ok(total > 20, `a whole game has many steps (${total})`);
    for (let i = 1; i <= 3; i++) {
      await page.getByTestId("replay-next").click();
      await counter.filter({ hasText: new RegExp(`^${i} / ${total}$`) }).waitFor();
    }
    await page.keyboard.press("ArrowRight");
    await counter.filter({ hasText: new RegExp(`^4 / ${total}$`) }).waitFor();
    await page.getByTestId("replay-last").click();
    await counter.filter({ hasText: new RegExp(`^${total} / ${total}$`) }).waitFor();
    await page.locator(".replay .game-table").waitFor();
    // A jump to the end shows the story of the game, not only its last action.
    await page.waitForFunction(() => document.querySelectorAll(".replay [data-testid=game-log] li").length > 20);
    await shot(page, "play-vs-computer-6-replay");
    assert.deepEqual(problems, []);
  });
});
