/**
 * The e2e harness: a real web host on 127.0.0.1 with a fresh data folder, and Debian's
 * Chromium driven by playwright-core. A failing step leaves a screenshot in
 * test-results/e2e/ (named after the test) and says where in the error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { after, before, describe, it } from "node:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../app/cli/chromium";
import { ensureRendererBuilt } from "../app/web/renderer-build";
import { startWebHost, type WebHost } from "../app/web/server";
import { SETTINGS_FILE } from "../app/host/settings";
import type { Settings } from "../app/shared/contract/settings";

export const SCREENSHOT_DIR = join(import.meta.dirname, "..", "test-results", "e2e");

export interface E2E {
  host: WebHost;
  browser: Browser;
  dataDir: string;
  /** A new page at the host's address (plus `hash`); `problems` collects console errors and failed requests. */
  open(hash?: string): Promise<{ page: Page; problems: string[] }>;
  close(): Promise<void>;
}

/** `settings`: the data folder's settings.json before the host starts (as a player left them). */
export async function startE2E(o: { settings?: Partial<Settings> } = {}): Promise<E2E> {
  await ensureRendererBuilt(); // no-op when `npm test` built it already
  const dataDir = mkdtempSync(join(tmpdir(), "moxen-e2e-"));
  if (o.settings) writeFileSync(join(dataDir, SETTINGS_FILE), JSON.stringify(o.settings));
  const host = await startWebHost({ dataDir, log: () => {} });
  const browser = await launchChromium();
  return {
    host,
    browser,
    dataDir,
    async open(hash = "") {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const problems: string[] = [];
      page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text()}`));
      page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
      page.on("requestfailed", (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
      await page.goto(`${host.url}${hash}`);
      return { page, problems };
    },
    async close() {
      await browser.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Runs `fn`; if it throws, saves a screenshot of `page` and rethrows with its path. */
export async function withScreenshot(page: Page, name: string, fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (e) {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = join(SCREENSHOT_DIR, `${slug(name)}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    // CI keeps no files: the page's words say what it showed (an error, a stopped handshake).
    const shown = await page.locator("body").innerText({ timeout: 2_000 }).catch(() => "");
    // A new error: the runner prints a Playwright error's stack, made before any message added to it.
    if (e instanceof Error) throw new Error(`${e.message}\n(screenshot: ${file})\n(the page showed: ${shown.replace(/\s+/g, " ").trim().slice(0, 800)})`, { cause: e });
    throw e;
  }
}

/** What a browserSuite's steps use: its host, its page (once opened), the console problems seen. */
export interface BrowserSuite {
  readonly e2e: E2E;
  readonly page: Page;
  readonly problems: string[];
  /** Opens the suite's page at `hash` (when the suite did not open one first). */
  open(hash: string): Promise<Page>;
  /** A test that saves a screenshot when it fails. */
  step(name: string, fn: () => Promise<void>): void;
}

/**
 * One e2e suite: a fresh data folder and web host before it, closed after it; with `hash`, one
 * page opened there first. Steps run in order on the suite's page.
 */
export function browserSuite(title: string, o: { hash?: string; timeoutMs?: number; stepTimeoutMs?: number; settings?: Partial<Settings> }, body: (s: BrowserSuite) => void): void {
  describe(title, { timeout: o.timeoutMs ?? 300_000 }, () => {
    let e2e: E2E | undefined;
    let opened: { page: Page; problems: string[] } | undefined;
    before(async () => {
      e2e = await startE2E({ settings: o.settings });
      if (o.hash !== undefined) opened = await e2e.open(o.hash);
    });
    after(() => e2e?.close());
    const suite: BrowserSuite = {
      get e2e() {
        return e2e!;
      },
      get page() {
        return opened!.page;
      },
      get problems() {
        return opened!.problems;
      },
      async open(hash) {
        opened = await e2e!.open(hash);
        return opened.page;
      },
      step: (name, fn) => it(name, { timeout: o.stepTimeoutMs ?? 120_000 }, () => withScreenshot(opened!.page, name, fn)),
    };
    body(suite);
  });
}
