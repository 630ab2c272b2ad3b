import assert from "node:assert/strict";
import { existsSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { SCREENSHOT_DIR, startE2E, withScreenshot, type E2E } from "./harness";

describe("e2e harness", { timeout: 120_000 }, () => {
  let e2e: E2E;
  before(async () => (e2e = await startE2E()));
  after(() => e2e?.close());

  it("leaves a screenshot when an e2e step fails", async () => {
    const { page } = await e2e.open();
    const file = join(SCREENSHOT_DIR, "harness-self-test-failing-step.png");
    rmSync(file, { force: true });
    await assert.rejects(
      withScreenshot(page, "harness self-test: failing step", async () => {
        await page.getByTestId("connection").waitFor();
        throw new Error("deliberate failure");
      }),
      /deliberate failure\n\(screenshot: .*harness-self-test-failing-step\.png\)/,
    );
    assert.ok(existsSync(file) && statSync(file).size > 1000, "a real PNG was written");
    rmSync(file, { force: true });
    await page.close();
  });
});
