/** The app shell in real Chromium against the real web host. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";

const version = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")).version as string;

describe("app shell (e2e, Chromium)", { timeout: 120_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let problems: string[];
  before(async () => {
    e2e = await startE2E();
    ({ page, problems } = await e2e.open());
  });
  after(() => e2e?.close());

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(page, name, fn));

  step("loads the shell with its navigation and connects to the host", async () => {
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    const tabs = await page.getByRole("navigation", { name: "Main" }).getByRole("button").allTextContents();
    assert.deepEqual(tabs, ["Collection", "Library", "Decks", "Shop", "Trade", "Play", "Puzzles", "Settings"]);
    await page.getByTestId("connection").filter({ hasText: "Connected" }).waitFor();
    assert.equal(await page.getByRole("heading", { level: 2 }).first().textContent(), "Collection");
  });

  step("Settings shows the version and data folder the host reported through app.info", async () => {
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByTestId("app-version").waitFor();
    assert.equal(await page.getByTestId("app-version").textContent(), version);
    assert.equal(await page.getByTestId("data-dir").textContent(), e2e.dataDir);
    assert.ok(page.url().endsWith("#/settings"), page.url());
  });

  step("Check connection round-trips app.ping and shows the answer", async () => {
    const result = page.getByTestId("ping-result");
    assert.equal(await result.textContent(), "Not checked yet.");
    await page.getByRole("button", { name: "Check connection" }).click();
    await result.filter({ hasText: "The host answered" }).waitFor();
    assert.match((await result.textContent())!, /^The host answered “hello \d+” in \d+ ms\.$/);
  });

  step("shows a notice the host pushes, and dismisses it", async () => {
    e2e.host.services.events.emit("app.notice", { level: "warning", message: "Your deck has 59 cards." });
    const notice = page.getByTestId("notice");
    await notice.waitFor();
    assert.match((await notice.textContent())!, /Your deck has 59 cards\./);
    await notice.getByRole("button", { name: "Dismiss" }).click();
    await notice.waitFor({ state: "detached" });
  });

  step("reload keeps the page (hash), and the secret cookie alone carries the session", async () => {
    await page.reload();
    await page.getByTestId("app-version").waitFor();
    assert.equal(await page.getByRole("button", { name: "Settings" }).getAttribute("aria-current"), "page");
    // Without ?k= the HTTP requests and the WebSocket must get through on the cookie.
    await page.goto(`${e2e.host.origin}/#/decks`);
    await page.getByTestId("connection").filter({ hasText: "Connected" }).waitFor();
    assert.equal(await page.getByRole("heading", { level: 2 }).first().textContent(), "Decks");
  });

  step("ran under the strict CSP with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });

  step("a page without the secret gets 403 and no app", async () => {
    const other = await e2e.browser.newPage();
    try {
      const res = await other.goto(`${e2e.host.origin}/`);
      assert.equal(res?.status(), 403);
      assert.equal(await other.locator("#root").count(), 0);
    } finally {
      await other.close();
    }
  });
});
