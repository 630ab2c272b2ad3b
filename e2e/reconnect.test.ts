/** The browser page outlives a host restart: it shows the drop, reconnects, and calls work. */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startWebHost, type WebHost } from "../app/web/server";
import { startE2E, withScreenshot, type E2E } from "./harness";

describe("reconnect (e2e, Chromium)", { timeout: 120_000 }, () => {
  let e2e: E2E;
  let page: Page;
  let restarted: WebHost | undefined;
  before(async () => {
    e2e = await startE2E();
    ({ page } = await e2e.open("#/settings"));
  });
  after(async () => {
    await restarted?.close();
    await e2e?.close();
  });

  it("shows the connection dropping and comes back when the host returns", () =>
    withScreenshot(page, "reconnect after host restart", async () => {
      const status = page.getByTestId("connection");
      await status.filter({ hasText: "Connected" }).waitFor();
      const { port, secret } = e2e.host;
      await e2e.host.close();
      await status.filter({ hasText: "Disconnected" }).waitFor();
      // Same port and secret, as if the user restarted Moxen with --port.
      restarted = await startWebHost({ port, secret, dataDir: e2e.dataDir, log: () => {} });
      await status.filter({ hasText: "Connected" }).waitFor({ timeout: 15_000 });
      await page.getByRole("button", { name: "Check connection" }).click();
      const result = page.getByTestId("ping-result");
      await result.filter({ hasText: "The host answered" }).waitFor();
      assert.match((await result.textContent())!, /^The host answered “hello \d+” in \d+ ms\.$/);
    }));
});
