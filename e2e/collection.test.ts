/** The Collection and Library screens in real Chromium against a fresh web host (first run). */
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { SCREENSHOT_DIR, startE2E, withScreenshot, type E2E } from "./harness";

describe("collection (e2e, Chromium)", { timeout: 120_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let problems: string[];
  before(async () => {
    e2e = await startE2E();
    ({ page, problems } = await e2e.open("#/collection"));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  after(() => e2e?.close());

  const step = (name: string, fn: () => Promise<void>) => it(name, { timeout: 30_000 }, () => withScreenshot(page, name, fn));
  const artifact = (name: string) => page.screenshot({ path: join(SCREENSHOT_DIR, `collection-${name}.png`) });
  const card = (name: string) => page.locator(`[data-testid=browse-card][data-name="${name}"]`);
  /** Waits until the results hold exactly `n` cards (the search runs a moment after typing). */
  const waitForCards = (n: number, testId = "browse-card") =>
    page.waitForFunction(([id, count]) => document.querySelectorAll(`[data-testid=${id}]`).length === count, [testId, n] as const);

  step("first run: the collection shows the starter cards, grouped by name with counts", async () => {
    await card("Lightning Bolt").waitFor();
    // The four starter decks need at least 4 Lightning Bolt (Black-Red Raiders and Red-Green Beats).
    assert.equal(await card("Lightning Bolt").getByTestId("owned-count").textContent(), "×4");
    // 30 of each basic land.
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("t:basic");
    await waitForCards(5);
    assert.equal(await card("Forest").getByTestId("owned-count").textContent(), "×30");
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("");
    await card("Lightning Bolt").waitFor();
    assert.match((await page.getByTestId("browse-summary").textContent())!, /^\d+ cards · \d+ copies$/);
    await artifact("first-run");
  });

  step("a search with a syntax error shows the host's message and where it is", async () => {
    const box = page.getByRole("searchbox", { name: "Search your collection" });
    await box.fill("t:creature (c:r");
    const error = page.getByTestId("search-error");
    await error.waitFor();
    assert.match((await error.textContent())!, /Expected "\)" at position 16/);
    assert.equal(await box.getAttribute("aria-invalid"), "true");
    // A chip wraps the typed query in parentheses: the position still counts in what was typed.
    await page.getByTestId("chip-color-g").click();
    await error.filter({ hasText: "position 16" }).waitFor();
    await artifact("search-error");
    await page.getByTestId("chip-color-g").click();
    await box.fill("pow>=3 t:creature");
    await error.waitFor({ state: "detached" });
    await card("Craw Wurm").waitFor();
    assert.equal(await card("Lightning Bolt").count(), 0);
    await box.fill("");
  });

  step("chips filter by color and type, combined with the typed query", async () => {
    await page.getByRole("button", { name: "Instant", exact: true }).click();
    await page.getByTestId("chip-color-r").click();
    await card("Lightning Bolt").waitFor();
    await card("Giant Growth").waitFor({ state: "detached" });
    const names = await page.getByTestId("browse-card").evaluateAll((els) => els.map((e) => e.getAttribute("data-name")));
    assert.ok(names.includes("Lightning Bolt") && !names.includes("Grizzly Bears"), names.join(", "));
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("bolt");
    await waitForCards(1);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("");
    await card("Grizzly Bears").waitFor();
  });

  step("hovering a card shows it large; a card's detail lists printings, rulings and your units", async () => {
    await card("Lightning Bolt").hover();
    const preview = page.getByTestId("card-preview");
    await preview.waitFor();
    assert.match((await preview.textContent())!, /Lightning Bolt deals 3 damage to any target/);
    await card("Lightning Bolt").click();
    const dialog = page.getByTestId("card-detail");
    await dialog.getByRole("heading", { name: "Lightning Bolt" }).waitFor();
    assert.equal(await dialog.getByTestId("detail-owned").textContent(), "4");
    const text = (await dialog.textContent())!;
    assert.match(text, /Limited Edition Alpha/);
    assert.match(text, /Revised Edition/);
    assert.match(text, /c\d{6}\.u0001/);
    await artifact("card-detail");
    await page.keyboard.press("Escape");
    await dialog.getByRole("heading").waitFor({ state: "detached" });
  });

  step("list view, and every unit one per row", async () => {
    await page.getByRole("button", { name: "List" }).click();
    await page.locator('[data-testid=browse-row][data-name="Lightning Bolt"]').waitFor();
    await page.getByRole("button", { name: "Every unit" }).click();
    await page.getByTestId("unit-row").first().waitFor();
    const summary = (await page.getByTestId("browse-summary").textContent())!;
    const units = Number(/^(\d+) units/.exec(summary)?.[1]);
    assert.ok(units > 200, summary);
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("lightning bolt");
    await waitForCards(4, "unit-row");
    await artifact("units");
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("");
    await page.getByRole("button", { name: "Every unit" }).click();
    await page.getByRole("button", { name: "Grid" }).click();
  });

  step("the library lists every classic card with how many you own", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Library" }).click();
    await page.getByRole("heading", { name: "Library" }).waitFor();
    await page.getByTestId("browse-summary").filter({ hasText: "985 classic cards" }).waitFor();
    await page.getByRole("searchbox", { name: "Search the library" }).fill("mox");
    await card("Mox Pearl").waitFor();
    assert.equal(await card("Mox Pearl").getByTestId("owned-count").textContent(), "×0");
    await page.getByRole("searchbox", { name: "Search the library" }).fill("lightning bolt");
    await waitForCards(1);
    assert.equal(await card("Lightning Bolt").getByTestId("owned-count").textContent(), "×4");
    await artifact("library");
  });

  step("the library's Show more pages through all 985 cards, and searching still works after", async () => {
    await page.getByRole("searchbox", { name: "Search the library" }).fill("");
    await page.getByTestId("browse-summary").filter({ hasText: "985 classic cards" }).waitFor();
    await waitForCards(120);
    // Each press adds a page; past 960 cards the old code asked the host for more than 1,000 at once.
    for (let shown = 120; shown < 985; shown = Math.min(985, shown + 120)) {
      await page.getByRole("button", { name: /^Show more/ }).click();
      await waitForCards(Math.min(985, shown + 120));
    }
    assert.equal(await page.getByRole("button", { name: /^Show more/ }).count(), 0, "nothing left to show");
    assert.equal(await page.getByText(/must be an integer|cards\.search/).count(), 0, "no internal error text");
    await page.getByRole("searchbox", { name: "Search the library" }).fill("lightning bolt");
    await waitForCards(1);
  });

  step("playability: every classic card plays, so -is:playable finds none and no card carries the mark", async () => {
    const search = page.getByRole("searchbox", { name: "Search the library" });
    await search.fill("-is:playable");
    await page.getByTestId("browse-summary").filter({ hasText: /^0 / }).waitFor();
    await search.fill("is:playable chaos orb");
    await waitForCards(1);
    assert.equal(await card("Chaos Orb").getByTestId("not-playable").count(), 0, "Chaos Orb (batch 7) carries no mark");
    await card("Chaos Orb").click();
    await page.getByTestId("card-detail").waitFor();
    assert.equal(await page.getByTestId("card-detail").getByTestId("not-playable").count(), 0);
    await page.keyboard.press("Escape");
    await search.fill("is:nonsense");
    await page.getByTestId("search-error").filter({ hasText: "use is:playable" }).waitFor();
    await search.fill("");
  });

  step("the shop: a booster is bought, turned over card by card, and joins the collection", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Shop" }).click();
    await page.getByTestId("shop-coins").filter({ hasText: "500" }).waitFor();
    assert.match((await page.locator("[data-testid=booster][data-set=LEG]").getByTestId("booster-playable").textContent())!, /^\d+ of \d+ cards playable$/);
    // Each set's booster shows its real size: Legends 15 cards, The Dark 8.
    assert.equal(await page.locator("[data-testid=booster][data-set=LEG] .booster__count").textContent(), "15 cards");
    assert.equal(await page.locator("[data-testid=booster][data-set=DRK] .booster__count").textContent(), "8 cards");
    await page.getByRole("button", { name: /Buy a Legends booster/ }).click();
    await page.getByTestId("pack-opening").waitFor();
    assert.equal(await page.locator("[data-testid=pack-card][data-revealed=true]").count(), 0);
    await page.keyboard.press("Space");
    await page.getByTestId("pack-card").nth(1).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=pack-card][data-revealed=true]").length === 2);
    await page.getByRole("button", { name: "Reveal all" }).click();
    await page.getByTestId("pack-progress").filter({ hasText: "All 15 cards are in your collection" }).waitFor();
    // Every Legends card plays (batch 7 added the last three): no card of the pack is marked.
    const left: string[] = [];
    const packCards = page.getByTestId("pack-opening").getByTestId("pack-card");
    for (let i = 0; i < (await packCards.count()); i++) {
      const name = (await packCards.nth(i).getAttribute("data-name"))!;
      assert.equal(await packCards.nth(i).getByTestId("not-playable").count(), left.includes(name) ? 1 : 0, `${name}: marked not playable exactly when it isn't`);
    }
    await page.getByTestId("coins").filter({ hasText: "400" }).waitFor();
    await artifact("pack");
    const first = (await page.getByTestId("pack-card").first().getAttribute("data-name"))!;
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("tab", { name: "Ledger" }).click();
    assert.match((await page.getByTestId("ledger").textContent())!, /-100/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collection" }).click();
    await page.getByRole("searchbox", { name: "Search your collection" }).fill(`"${first}"`);
    await card(first).waitFor();
  });

  step("settings: cards use the player's own scan from an image folder, the drawn frame otherwise", async () => {
    const folder = join(e2e.dataDir, "scans");
    mkdirSync(join(folder, "3ED"), { recursive: true });
    // A real PNG, drawn by the browser.
    const png = await page.evaluate(() => {
      const c = document.createElement("canvas");
      c.width = 63;
      c.height = 88;
      c.getContext("2d")!.fillRect(0, 0, 63, 88);
      return c.toDataURL("image/png").split(",")[1]!;
    });
    writeFileSync(join(folder, "Lightning Bolt.png"), Buffer.from(png, "base64"));
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Settings" }).click();
    await page.getByRole("textbox", { name: "Card image folder" }).fill(folder);
    await page.getByRole("button", { name: "Use", exact: true }).click();
    await page.getByTestId("image-folder-status").filter({ hasText: "Cards now use images" }).waitFor();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collection" }).click();
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("lightning bolt");
    await card("Lightning Bolt").locator("img.mx-card__image").waitFor();
    assert.match((await card("Lightning Bolt").locator("img").getAttribute("src"))!, /^data:image\/png;base64,/);
    await page.getByRole("searchbox", { name: "Search your collection" }).fill("giant growth");
    await card("Giant Growth").locator(".mx-card__title").waitFor();
    assert.equal(await card("Giant Growth").locator("img").count(), 0);
    await artifact("card-image");
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });
});
