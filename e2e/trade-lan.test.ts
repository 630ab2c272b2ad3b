/**
 * Trading on the LAN: one Trade screen offers a trade on the local network (mDNS, purpose
 * "trade"), the other finds it and starts the trade with one click — no codes typed — each side
 * pinning the other's announced fingerprint; then a unit changes hands.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";

describe("Trade: a friend found on the LAN (e2e, Chromium WebRTC)", { timeout: 180_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];
  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/trade");
    const b = await bob.open("#/trade");
    [pa, pb] = [a.page, b.page];
    problems = [a.problems, b.problems];
    await pa.getByTestId("trade-page").waitFor();
    await pb.getByTestId("trade-page").waitFor();
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  it("offers, finds, trades; both sides pin each other's fingerprint and a unit moves", () =>
    withScreenshot(pb, "trade lan (bob)", async () => {
      await pa.getByTestId("trade-my-fingerprint").filter({ hasText: /^[A-Z2-7]{4}-/ }).waitFor();
      await pb.getByTestId("trade-my-fingerprint").filter({ hasText: /^[A-Z2-7]{4}-/ }).waitFor();
      const aliceFp = (await pa.getByTestId("trade-my-fingerprint").textContent())!;
      const bobFp = (await pb.getByTestId("trade-my-fingerprint").textContent())!;
      await pa.getByTestId("trade-lan-announce").click();
      await pa.getByTestId("trade-lan-stop").waitFor();
      await pb.getByTestId("trade-lan-browse").click();
      const row = pb.locator('[data-testid="trade-lan-friends"] li').filter({ hasText: aliceFp });
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole("button", { name: /^Trade with / }).click();
      await pa.getByTestId("trade-status").filter({ hasText: /Trading with/ }).waitFor({ timeout: 30_000 });
      await pb.getByTestId("trade-status").filter({ hasText: /Trading with/ }).waitFor({ timeout: 30_000 });
      assert.equal(await pb.getByTestId("trade-friend-fingerprint").textContent(), aliceFp);
      assert.equal(await pa.getByTestId("trade-friend-fingerprint").textContent(), bobFp);

      await pa.getByTestId("trade-search").fill("Forest");
      await pa.locator("tr").filter({ hasText: "Forest" }).locator('[data-testid^="trade-add-"]').first().click();
      await pb.getByTestId("trade-theirs-unit").filter({ hasText: "Forest" }).waitFor();
      await pa.getByTestId("trade-accept").click();
      await pb.getByTestId("trade-theirs-accepted").waitFor();
      await pb.getByTestId("trade-accept").click();
      for (const page of [pa, pb]) await page.getByTestId("trade-outcome").filter({ hasText: /done: both signed/ }).waitFor({ timeout: 20_000 });
      assert.deepEqual(problems.flat(), []);
    }));
});
