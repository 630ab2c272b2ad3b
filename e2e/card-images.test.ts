/**
 * Card images downloaded from a Scryfall-like local server (test/images/image-server.ts), in
 * real Chromium: the player turns downloads on in Settings → Cards, the progress reaches 100%,
 * the images show in the collection (the images/frames switch), in the preview (the whole card)
 * and at the table (the art crop filling the frame's art box, checked on a screenshot, with the
 * name label still drawn), and a restart of the host fetches nothing new.
 */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../app/cli/chromium";
import { loadCardData } from "../app/host/collection/card-data";
import { createServices } from "../app/host/services";
import type { ImageStatus } from "../app/shared/contract/images";
import { ensureRendererBuilt } from "../app/web/renderer-build";
import { startWebHost, type WebHost } from "../app/web/server";
import { KIND_COLORS, solidPng, startImageServer, type ImageServer } from "../test/images/image-server";
import { withScreenshot } from "./harness";
import { shot, startVsComputer } from "./play-helpers";

async function startHost(dataDir: string, server: ImageServer): Promise<WebHost> {
  const services = await createServices({ dataDir, shell: "web", log: () => {}, images: { base: server.base, allowLocalHttp: true, gapMs: 0 } });
  return startWebHost({ dataDir, services, log: () => {} });
}

/** The share of pixels of a screenshot of `selector` (the first match) near `rgb`. */
async function shareOfColor(page: Page, selector: string, rgb: [number, number, number]): Promise<number> {
  const el = page.locator(selector).first();
  await el.scrollIntoViewIfNeeded();
  const box = await el.boundingBox();
  assert.ok(box, `${selector} is on screen`);
  const png = await page.screenshot({ clip: box });
  // Decoded by the page itself: a data: image drawn on a canvas (allowed by the CSP's img-src data:).
  return page.evaluate(
    async ({ b64, rgb }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext("2d")!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let near = 0;
      for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i]! - rgb[0]) + Math.abs(d[i + 1]! - rgb[1]) + Math.abs(d[i + 2]! - rgb[2]) < 40) near++;
      return near / (d.length / 4);
    },
    { b64: png.toString("base64"), rgb },
  );
}

/** Waits (up to 10 s: the image decodes, a fading list settles) until `selector` shows `rgb` on more than `min` of its pixels. */
async function waitForColor(page: Page, selector: string, rgb: [number, number, number], min: number, what: string): Promise<number> {
  let share = 0;
  for (let i = 0; i < 40; i++) {
    share = await shareOfColor(page, selector, rgb);
    if (share > min) return share;
    await page.waitForTimeout(250);
  }
  assert.fail(`${what} (${Math.round(share * 100)}% of the pixels)`);
}

describe("card images from Scryfall (e2e, Chromium)", { timeout: 400_000 }, () => {
  let server: ImageServer;
  let dataDir: string;
  let host: WebHost;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  before(async () => {
    await ensureRendererBuilt();
    server = await startImageServer();
    dataDir = mkdtempSync(join(tmpdir(), "moxen-e2e-images-"));
    host = await startHost(dataDir, server);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
    page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()}`));
    await page.goto(`${host.url}#/settings`);
  });
  after(async () => {
    await browser?.close();
    await host?.close();
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const step = (name: string, fn: () => Promise<void>) => it(name, { timeout: 180_000 }, () => withScreenshot(page, name, fn));

  step("off by default: nothing is fetched and the cards are drawn", async () => {
    const sw = page.getByTestId("settings-image-downloads");
    await sw.waitFor({ state: "attached" });
    assert.equal(await sw.isChecked(), false);
    await page.waitForTimeout(300);
    assert.equal(server.requests.length, 0);
  });

  step("turned on in Settings → Cards: the progress reaches 100% and every image was asked for once", async () => {
    await page.getByTestId("settings-image-downloads").click({ force: true });
    const progress = page.getByTestId("image-progress");
    await progress.waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="image-progress"]')?.getAttribute("data-state") === "done", undefined, { timeout: 170_000, polling: 250 });
    const total = Number(await progress.getAttribute("data-total"));
    assert.ok(total > 3000, `${total} images (each printing's card and art crop)`);
    assert.equal(Number(await progress.getAttribute("data-done")), total);
    assert.match((await page.getByTestId("image-progress-text").textContent()) ?? "", new RegExp(`${total} of ${total} images \\(100%\\)`));
    assert.equal(server.requests.length, total, "each image fetched once");
    assert.equal(new Set(server.requests.map((q) => `${q.kind}/${q.id}`)).size, total);
    for (const q of server.requests.slice(0, 5)) assert.match(q.userAgent, /^Moxen\//);
  });

  step("the collection shows the images; the switch brings the drawn frames back", async () => {
    await page.evaluate(() => (location.hash = "#/collection"));
    const card = page.locator('[data-testid="browse-card"] .mx-card[data-image="full"]');
    await card.first().waitFor({ timeout: 30_000 });
    await waitForColor(page, '[data-testid="browse-card"] .mx-card[data-image="full"]', KIND_COLORS.normal!, 0.8, "the whole card is the downloaded image");
    const sw = page.getByTestId("card-view-switch");
    await sw.getByRole("button", { name: "Frames" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="browse-card"] .mx-card[data-image="full"]').length === 0);
    assert.ok((await page.locator('[data-testid="browse-card"] .mx-card__title').count()) > 0, "drawn frames");
    await sw.getByRole("button", { name: "Images" }).click();
    await card.first().waitFor();
  });

  step("the preview shows the whole card's image", async () => {
    await page.locator('[data-testid="browse-card"]').first().hover();
    const preview = page.locator('[data-testid="card-preview"] .mx-card[data-image="full"]');
    await preview.waitFor({ timeout: 15_000 });
    await waitForColor(page, '[data-testid="card-preview"] .mx-card[data-image="full"]', KIND_COLORS.normal!, 0.8, "the preview is the downloaded image");
  });

  /** The "kind/id" a shown image names (image-server.ts writes it in the PNG). */
  const imageName = async (selector: string) => {
    const src = (await page.locator(selector).first().getAttribute("src")) ?? "";
    const m = /Comment\0([a-z_]+\/[0-9a-f-]{36})/.exec(Buffer.from(src.replace(/^data:image\/png;base64,/, ""), "base64").toString("latin1"));
    return m?.[1] ?? null;
  };
  const bolt = loadCardData().cards.find((c) => c.name === "Lightning Bolt")!;
  const revised = bolt.printings.find((p) => p.set === "3ED")!.scryfallId;

  step("the card detail chooses the printing shown for a card, kept in the settings", async () => {
    await page.mouse.move(5, 5);
    await page.locator('[data-testid="browse-card"][data-name="Lightning Bolt"]').click();
    const detail = page.getByTestId("card-detail");
    const big = '[data-testid="card-detail"] .mx-card[data-image="full"] img';
    await page.locator(big).waitFor();
    assert.equal(await imageName(big), `normal/${bolt.printings[0]!.scryfallId}`, "the first printing until one is chosen");
    await detail.getByTestId("show-printing-3ED-" + bolt.printings.find((p) => p.set === "3ED")!.number).click(); // drawn from the saved settings: checked once the save lands
    await page.waitForFunction((id) => Array.from(document.querySelectorAll('[data-testid="card-detail"] .mx-card img')).some((i) => atob((i as HTMLImageElement).src.split(",")[1] ?? "").includes(id)), revised);
    assert.equal(await imageName(big), `normal/${revised}`);
    const saved = await host.services.router.call("settings.get", undefined, { client: "test" });
    assert.ok(saved.ok);
    assert.equal((saved.value as { shownPrintings: Record<string, string> }).shownPrintings[bolt.code], revised);
    await page.keyboard.press("Escape");
  });

  step("at the table the art crop fills the frame's art box; the name label stays", async () => {
    await page.mouse.move(5, 5);
    await page.evaluate(() => (location.hash = "#/play"));
    await page.getByTestId("play-lobby").waitFor();
    await startVsComputer(page, { deck: "red-green-beats", opponent: "white-blue-skies", ai: "random", seed: "e2e-card-images" });
    const art = '[data-testid="hand"] .table-card .mx-card[data-image="art"] .mx-card__art';
    await page.locator(art).first().waitFor({ timeout: 30_000 });
    // The box's own border and the upright name label drawn across it take the rest.
    await waitForColor(page, art, KIND_COLORS.art_crop!, 0.6, "the art box is the art crop");
    await shot(page, "card-images-table");
    // Lightning Bolt shows the printing chosen in the card detail.
    const boltArt = `[data-testid="hand"] .table-card:has(.mx-card[data-card="Lightning Bolt"]) .mx-card__art-image`;
    assert.ok((await page.locator(boltArt).count()) > 0, "this seed's opening hand holds Lightning Bolt");
    assert.equal(await imageName(boltArt), `art_crop/${revised}`);
    const hand = page.locator('[data-testid="hand"] .table-card').first();
    assert.ok(await hand.locator(".table-card__name").isVisible(), "the name label is drawn over the card");
    const whole = await shareOfColor(page, '[data-testid="hand"] .table-card', KIND_COLORS.art_crop!);
    assert.ok(whole < 0.8, `the rest of the frame is still drawn (${Math.round(whole * 100)}% art)`);
    // The cost and power/toughness stay drawn on the frame, above the art.
    const creature = page.locator('[data-testid="hand"] .table-card:has(.mx-card[data-image="art"] .mx-card__pt)').first();
    assert.ok(await creature.locator(".mx-card__pt").isVisible(), "P/T drawn");
    assert.ok(await creature.locator(".mana-cost").isVisible(), "mana cost drawn");
    assert.deepEqual(problems, []);
  });

  step("a collection deck's units show their own printings at the table (Revised Mountains, not Alpha's)", async () => {
    const call = async (name: string, args?: unknown) => {
      const r = await host.services.router.call(name, args, { client: "test" });
      assert.ok(r.ok, `${name}: ${JSON.stringify(r)}`);
      return r.value as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const matchId = Number(await page.getByTestId("game-table").getAttribute("data-match"));
    await call("match.concede", { matchId });
    await page.getByTestId("back-to-lobby").click();
    await page.getByTestId("play-lobby").waitFor();
    const units = (await call("collection.units", { limit: 1000 })).items as { id: string; name: string; set: string; number: string }[];
    const mountains = units.filter((u) => u.name === "Mountain").slice(0, 30);
    const bolts = units.filter((u) => u.name === "Lightning Bolt");
    assert.ok(mountains.every((u) => u.set === "3ED") && mountains.length === 30 && bolts.length === 4);
    // 60 cards (Old School): 30 Mountains, 4 Bolts and 26 more of the starter's Revised units, at most 4 of a name.
    const counts = new Map<string, number>();
    const others = units.filter((u) => u.name !== "Mountain" && u.name !== "Lightning Bolt" && !/Island|Swamp|Forest|Plains/.test(u.name) && (counts.set(u.name, (counts.get(u.name) ?? 0) + 1), counts.get(u.name)! <= 4)).slice(0, 26);
    const deck = await call("decks.create", { deck: { name: "Revised Burn", mode: "collection", main: [...mountains, ...bolts, ...others].map((u) => u.id) } });
    assert.ok((await call("decks.list")).find((d: { id: number }) => d.id === deck.id).playable);
    await page.reload();
    await page.getByTestId("play-lobby").waitFor();
    await page.getByTestId("mode-ai").click();
    await page.getByTestId("deck-select").selectOption(`d:${deck.id}`);
    await page.getByTestId("opponent-deck-select").selectOption("b:white-blue-skies");
    await page.getByTestId("ai-select").selectOption("random");
    await page.locator(".more-options summary").click();
    await page.getByTestId("seed-input").fill("e2e-card-images-units");
    await page.getByTestId("start-match").click();
    await page.getByTestId("game-table").waitFor();
    const art = '[data-testid="hand"] .table-card:has(.mx-card[data-card="Mountain"]) .mx-card__art-image';
    await page.locator(art).first().waitFor({ timeout: 30_000 });
    const mountain = loadCardData().cards.find((c) => c.name === "Mountain")!;
    const revisedIds = new Set(mountain.printings.filter((p) => p.set === "3ED").map((p) => `art_crop/${p.scryfallId}`));
    assert.notEqual(mountain.printings[0]!.set, "3ED", "the first printing is another set's");
    const names = await page.locator(art).evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
    assert.ok(names.length > 0);
    for (const src of names) {
      const name = /Comment\0([a-z_]+\/[0-9a-f-]{36})/.exec(Buffer.from(src.split(",")[1] ?? "", "base64").toString("latin1"))?.[1];
      assert.ok(name && revisedIds.has(name), `${name} is a Revised Mountain`);
    }
  });

  step("the player's own image folder still wins over the downloaded images", async () => {
    const folder = join(dataDir, "my-scans");
    mkdirSync(folder);
    writeFileSync(join(folder, "Lightning Bolt.png"), solidPng(63, 88, [20, 160, 40]));
    const r = await host.services.router.call("settings.set", { cardImageFolder: folder }, { client: "test" });
    assert.ok(r.ok);
    await page.evaluate(() => (location.hash = "#/collection"));
    const bolt = '[data-testid="browse-card"][data-name="Lightning Bolt"] .mx-card[data-image="full"]';
    await page.locator(bolt).waitFor({ timeout: 30_000 });
    await waitForColor(page, bolt, [20, 160, 40], 0.8, "Lightning Bolt shows the player's own scan");
    // Cards the folder has no image for keep the downloaded one.
    await waitForColor(page, '[data-testid="browse-card"]:not([data-name="Lightning Bolt"]) .mx-card[data-image="full"]', KIND_COLORS.normal!, 0.8, "other cards keep the downloaded image");
  });

  step("a restart of the host fetches nothing new", async () => {
    await host.close();
    server.requests.length = 0;
    host = await startHost(dataDir, server);
    let st: ImageStatus | null = null;
    for (let i = 0; i < 600; i++) {
      const r = await host.services.router.call("images.status", undefined, { client: "test" });
      st = r.ok ? (r.value as ImageStatus) : null;
      if (st?.state === "done") break;
      await new Promise((res) => setTimeout(res, 50));
    }
    assert.equal(st?.state, "done");
    assert.equal(st?.done, st?.total);
    assert.equal(server.requests.length, 0);
  });
});
