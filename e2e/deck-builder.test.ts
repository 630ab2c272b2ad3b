/**
 * The deck builder in real Chromium: real mouse drags (@dnd-kit pointer sensor), live
 * validation, the keyboard path, export to a file and import back, and a bad file's errors.
 */
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Locator, Page } from "playwright-core";
import { SCREENSHOT_DIR, startE2E, withScreenshot, type E2E } from "./harness";
import { hostCall } from "./host-game";

describe("deck builder (e2e, Chromium)", { timeout: 150_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let problems: string[];
  let exported = "";
  before(async () => {
    e2e = await startE2E();
    ({ page, problems } = await e2e.open("#/decks"));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  after(() => e2e?.close());

  const step = (name: string, fn: () => Promise<void>) => it(name, { timeout: 30_000 }, () => withScreenshot(page, name, fn));
  const artifact = (name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `deck-builder-${name}.png`) });
  const pool = (name: string) => page.locator(`[data-testid=pool-card][data-name="${name}"]`);
  const row = (section: "main" | "side", name: string) => page.locator(`[data-testid=${section}-row][data-name="${name}"]`);
  const zone = (section: "main" | "side" | "pool") => page.getByTestId(section === "pool" ? "pool" : `${section}-zone`);
  const count = async (section: "main" | "side") => Number(await page.getByTestId(`${section}-count`).textContent());
  const rowCount = async (section: "main" | "side", name: string) => Number(await row(section, name).getByTestId("row-count").textContent());
  /**
   * Waits until the validation of the saved deck (not a stale one shown while saving) says
   * `text`. "Legal in …" waits for a legal verdict: as a bare substring it would also match
   * "Not legal in …".
   */
  const waitVerdict = (text: string) => {
    const state = /^Legal in/.test(text) ? ".valid" : ".invalid";
    return page.locator(`[data-testid=validation]${state}:not(.stale)`).filter({ hasText: text }).waitFor();
  };

  /**
   * A point inside `loc` that a player can see: its box clipped by every scrolling ancestor
   * and the window (a deck zone inside the scrolled side panel is partly hidden; the hidden
   * part is not a place anyone can drop a card).
   */
  async function visiblePoint(loc: Locator): Promise<{ x: number; y: number }> {
    await loc.scrollIntoViewIfNeeded();
    const r = await loc.evaluate((el) => {
      let { left, top, right, bottom } = el.getBoundingClientRect();
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowY;
        if (o !== "auto" && o !== "scroll") continue;
        const c = p.getBoundingClientRect();
        left = Math.max(left, c.left); top = Math.max(top, c.top);
        right = Math.min(right, c.right); bottom = Math.min(bottom, c.bottom);
      }
      right = Math.min(right, innerWidth);
      bottom = Math.min(bottom, innerHeight);
      const x = (left + right) / 2, y = (top + bottom) / 2;
      // Nothing else (a sticky panel, a dialog) may cover the point.
      return { x, y, hit: right > left && bottom > top && el.contains(document.elementFromPoint(x, y)) };
    });
    assert.ok(r.hit, "the drag point is not on the element a player sees");
    return { x: r.x, y: r.y };
  }

  /**
   * A real mouse drag, paced like a player's hand: press, move past the sensor's 6 px
   * threshold, wait until the card is picked up, glide to the target, and release only once
   * the target lights up (on a busy machine the drop zones are measured a moment after the
   * pick-up; releasing before that would drop the card nowhere).
   */
  async function drag(from: Locator, to: Locator) {
    const a = await visiblePoint(from);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 12, a.y + 8, { steps: 3 });
    await page.locator(".drag-card").waitFor();
    const b = await visiblePoint(to);
    await page.mouse.move(b.x, b.y, { steps: 12 });
    await to.and(page.locator(".drop-over")).waitFor({ timeout: 10_000 });
    await page.mouse.up();
    await page.locator(".drag-card").waitFor({ state: "detached" });
  }

  step("a new deck left untouched is not kept: Back leaves no empty deck behind", async () => {
    const boxes = page.locator("[data-testid=deck-box]");
    const before = await boxes.count();
    await page.getByRole("button", { name: "New deck", exact: true }).click();
    await page.getByRole("textbox", { name: "Deck name" }).waitFor();
    await page.getByRole("button", { name: "Back to all decks" }).click();
    await page.getByRole("button", { name: "New deck", exact: true }).waitFor();
    await page.waitForFunction((n) => document.querySelectorAll("[data-testid=deck-box]").length === n, before);
    assert.equal(await page.locator('[data-testid=deck-box][data-name="New deck"]').count(), 0);
  });

  step("a new deck starts empty and not legal", async () => {
    await page.getByRole("button", { name: "New deck", exact: true }).click();
    await page.getByRole("textbox", { name: "Deck name" }).waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Deck name" }).inputValue(), "New deck");
    await waitVerdict("The main deck has 0 cards; it needs at least 60");
    await pool("Lightning Bolt").waitFor();
    assert.equal(await count("main"), 0);
  });

  step("dragging cards from the collection into the main deck and sideboard, and out again", async () => {
    await page.getByRole("textbox", { name: "Deck name" }).fill("Bolt Test");
    await drag(pool("Lightning Bolt"), zone("main"));
    await row("main", "Lightning Bolt").waitFor();
    await waitVerdict("The main deck has 1 card");
    await drag(pool("Lightning Bolt"), zone("main"));
    await drag(pool("Llanowar Elves"), zone("main"));
    await drag(pool("Giant Growth"), zone("side"));
    await row("side", "Giant Growth").waitFor();
    assert.equal(await rowCount("main", "Lightning Bolt"), 2);
    assert.equal(await count("main"), 3);
    assert.equal(await count("side"), 1);
    await waitVerdict("The main deck has 3 cards");
    // The pool counts what is left: 4 owned, 2 in the deck.
    assert.match((await pool("Lightning Bolt").getByTestId("pool-free").textContent())!, /^2 free · 2 in deck$/);
    // Main → sideboard, then sideboard → back to the pool.
    await drag(row("main", "Llanowar Elves"), zone("side"));
    await row("side", "Llanowar Elves").waitFor();
    assert.equal(await row("main", "Llanowar Elves").count(), 0);
    await drag(row("side", "Giant Growth"), zone("pool"));
    await row("side", "Giant Growth").waitFor({ state: "detached" });
    assert.deepEqual([await count("main"), await count("side")], [2, 1]);
    await waitVerdict("The main deck has 2 cards");
    // The figures follow: two one-drops, all red.
    assert.match((await page.getByTestId("mana-curve").getAttribute("aria-label"))!, /2 at 1,/);
    assert.match((await page.getByTestId("type-breakdown").textContent())!, /Instant\s*2/);
    await artifact("dragged");
  });

  step("the keyboard path: focus a card, + adds, S goes to the sideboard, - removes", async () => {
    const bears = pool("Grizzly Bears");
    await bears.scrollIntoViewIfNeeded();
    await bears.focus();
    await page.keyboard.type("+");
    await page.keyboard.type("+");
    await row("main", "Grizzly Bears").waitFor();
    assert.equal(await rowCount("main", "Grizzly Bears"), 2);
    await page.keyboard.type("s");
    await row("side", "Grizzly Bears").waitFor();
    // In the deck list: - removes a copy, S moves one to the sideboard.
    await row("main", "Grizzly Bears").focus();
    await page.keyboard.type("-");
    await page.waitForFunction(() => document.querySelector('[data-testid=main-row][data-name="Grizzly Bears"] [data-testid=row-count]')?.textContent === "1");
    await page.keyboard.type("s");
    await row("main", "Grizzly Bears").waitFor({ state: "detached" });
    assert.equal(await rowCount("side", "Grizzly Bears"), 2);
    // Focus stayed in the deck list, on a neighbouring card.
    await page.waitForFunction(() => document.activeElement?.closest("[data-testid=main-zone]") != null);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-name")), "Lightning Bolt");
    await page.getByTestId("deck-announcement").filter({ hasText: "Moved Grizzly Bears to the sideboard" }).waitFor();
    await waitVerdict("The main deck has 2 cards");
    assert.deepEqual([await count("main"), await count("side")], [2, 3]);
  });

  step("exports the deck to a file and imports it back as a new deck (saved as UTF-16, as Windows Notepad does)", async () => {
    await page.getByRole("combobox", { name: "Export format" }).selectOption("dck");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    assert.equal(download.suggestedFilename(), "Bolt Test.dck");
    exported = readFileSync((await download.path())!, "utf8");
    assert.match(exported, /2 Lightning Bolt/);
    assert.match(exported, /2 Grizzly Bears/);
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByTestId("import-file").setInputFiles({ name: "Bolt Copy.dck", mimeType: "text/plain", buffer: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(exported, "utf16le")]) });
    await dialog.getByTestId("import-text").filter({ hasText: "Lightning Bolt" }).waitFor();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForFunction(() => (document.querySelector("input[aria-label='Deck name']") as HTMLInputElement | null)?.value === "Bolt Copy");
    await row("main", "Lightning Bolt").waitFor();
    assert.equal(await rowCount("main", "Lightning Bolt"), 2);
    assert.equal(await rowCount("side", "Grizzly Bears"), 2);
    assert.deepEqual([await count("main"), await count("side")], [2, 3]);
    await artifact("imported");
  });

  step("copies the deck to the clipboard (Arena format) and pastes it back in as a free-build deck", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2e.host.origin });
    await page.getByRole("combobox", { name: "Export format" }).selectOption("arena");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByTestId("export-status").filter({ hasText: "Copied to the clipboard" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^2 Lightning Bolt/m);
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByRole("button", { name: "Paste from clipboard" }).click();
    await dialog.getByTestId("import-text").filter({ hasText: "Lightning Bolt" }).waitFor();
    await dialog.getByRole("textbox", { name: "Imported deck name" }).fill("From Clipboard");
    await dialog.getByRole("radio", { name: "Free build" }).check();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForFunction(() => (document.querySelector("input[aria-label='Deck name']") as HTMLInputElement | null)?.value === "From Clipboard");
    await row("main", "Lightning Bolt").waitFor();
    assert.deepEqual([await count("main"), await count("side")], [2, 3]);
  });

  step("a deck file with unknown cards imports the rest and lists each line left out, with the nearest name", async () => {
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByTestId("import-text").fill("4 Lightning Bolt\n3 Lightnig Blot\n2 Nonexistent Card\n");
    await dialog.getByRole("textbox", { name: "Imported deck name" }).fill("Partly Known");
    await dialog.getByRole("radio", { name: "Free build" }).check();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    const report = dialog.getByTestId("import-report");
    await report.waitFor();
    const items = await report.getByRole("listitem").allTextContents();
    assert.equal(items.length, 2, items.join("\n"));
    assert.match(items[0]!, /line 2/i);
    assert.match(items[0]!, /did you mean Lightning Bolt/); // the nearest name
    assert.match(items[1]!, /line 3/i);
    assert.match(await report.textContent() ?? "", /4 cards imported/);
    await artifact("import-left-out");
    await dialog.getByRole("button", { name: "Open the deck" }).click();
    await page.waitForFunction(() => (document.querySelector("input[aria-label='Deck name']") as HTMLInputElement | null)?.value === "Partly Known");
    await row("main", "Lightning Bolt").waitFor();
    assert.equal(await count("main"), 4);
  });

  step("a deck file with no card that can be imported is refused with every problem listed by line", async () => {
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByTestId("import-text").fill("3 Lightnig Blot\n2 Nonexistent Card\n");
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    const errors = dialog.getByTestId("import-errors");
    await errors.waitFor();
    const items = await errors.getByRole("listitem").allTextContents();
    assert.equal(items.length, 2, items.join("\n"));
    assert.match(items[0]!, /line 1/i);
    assert.match(items[0]!, /Lightning Bolt/); // did you mean
    await artifact("import-errors");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await errors.waitFor({ state: "hidden" });
  });

  step("a starter deck is legal; dragging a land out makes it illegal, dragging it back makes it legal", async () => {
    await page.getByRole("button", { name: "Back to all decks" }).click();
    await page.getByRole("button", { name: "Open Red-Green Beats" }).click();
    await waitVerdict("Legal in Old School");
    assert.equal(await page.getByTestId("playable").textContent(), "Playable");
    await drag(row("main", "Forest"), zone("pool"));
    await waitVerdict("The main deck has 59 cards; it needs at least 60");
    assert.match((await page.getByTestId("validation-verdict").textContent())!, /Not legal/);
    assert.equal(await page.getByTestId("playable").textContent(), "Not playable");
    await artifact("invalid");
    await drag(pool("Forest"), zone("main"));
    await waitVerdict("Legal in Old School");
    assert.equal(await count("main"), 60);
  });

  step("a search typed in one deck's pool does not carry over to the next deck opened", async () => {
    await page.getByRole("searchbox", { name: "Search the pool" }).fill("bolt");
    await pool("Lightning Bolt").waitFor();
    await page.getByRole("button", { name: "Back to all decks" }).click();
    await page.getByRole("button", { name: "Open Bolt Test" }).click();
    await page.waitForFunction(() => (document.querySelector("input[aria-label='Deck name']") as HTMLInputElement | null)?.value === "Bolt Test");
    assert.equal(await page.getByRole("searchbox", { name: "Search the pool" }).inputValue(), "");
  });

  step("a free-build deck of classic cards is playable: Camouflage, the last cards' kind, carries no mark", async () => {
    await page.getByRole("button", { name: "Import…" }).click();
    const dialog = page.getByTestId("import-dialog");
    await dialog.getByTestId("import-text").fill("4 Camouflage\n56 Forest\n");
    await dialog.getByRole("textbox", { name: "Imported deck name" }).fill("Horrors");
    await dialog.getByRole("radio", { name: "Free build" }).check();
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await page.waitForFunction(() => (document.querySelector("input[aria-label='Deck name']") as HTMLInputElement | null)?.value === "Horrors");
    await waitVerdict("Legal in Old School");
    assert.equal(await page.getByTestId("playable").textContent(), "Playable");
    assert.equal(await page.getByTestId("not-implemented").count(), 0);
    assert.equal(await row("main", "Camouflage").locator(".mark-unimpl").count(), 0);
    await page.getByRole("button", { name: "Back to all decks" }).click();
    await page.locator('[data-testid=deck-box][data-name="Horrors"]').waitFor();
    await artifact("gallery");
  });

  step("a sold card is replaced by another copy the player owns; one with no other copy is taken out, by name", async () => {
    const call = hostCall(e2e);
    const units = ((await call("collection.units", { limit: 1000 })) as { items: { id: string; cardCode: string; name: string }[] }).items;
    const byCode = new Map<string, typeof units>();
    for (const u of units) byCode.set(u.cardCode, [...(byCode.get(u.cardCode) ?? []), u]);
    const spare = [...byCode.values()].find((us) => us.length >= 2)![0]!;
    const last = [...byCode.values()].find((us) => us.length === 1 && us[0]!.name !== spare.name)![0]!;
    await call("decks.create", { deck: { name: "Sold Test", mode: "collection", format: "freeform", main: [spare.id, last.id], sideboard: [] } });
    for (const u of [spare, last]) await call("shop.sell", { unitId: u.id });
    await page.reload(); // the gallery learns of a deck made outside the page when it loads
    await page.getByRole("button", { name: "Open Sold Test" }).click({ timeout: 8000 });
    await page.getByRole("status").filter({ hasText: "2 cards were sold" }).waitFor({ timeout: 8000 });
    await page.getByRole("button", { name: "Use other copies you own" }).click();
    await page.getByTestId("deck-announcement").filter({ hasText: "Replaced" }).waitFor();
    assert.equal(
      await page.getByTestId("deck-announcement").textContent(),
      `Replaced 1 sold card with other copies you own. Took out 1 sold card you have no other copy of: ${last.name}.`,
    );
    assert.equal(await count("main"), 1);
    assert.equal(await rowCount("main", spare.name), 1);
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });
});
