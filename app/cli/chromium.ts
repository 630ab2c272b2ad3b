/**
 * Starts Debian's Chromium through playwright-core (which cannot download its own browser
 * here). Used by the e2e tests and `moxen bench ui`. The flags keep Chromium from reaching
 * for the network at start-up, which this machine's closed network would refuse.
 */
import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.MOXEN_CHROMIUM ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);

export async function launchChromium(): Promise<Browser> {
  if (!chromiumAvailable()) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (or set MOXEN_CHROMIUM)`);
  }
  // Loaded on demand: playwright-core is a development tool, not part of the app.
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
