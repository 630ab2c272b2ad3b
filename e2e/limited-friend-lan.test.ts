/**
 * A limited event found on the LAN (issue 35): Alice's friend screen proposes 3ED:3 on the local
 * network (mDNS, `kind=limited` with the packs), Bob's lists it with its packs and joins it with one
 * click — no codes typed — each side pinning the other's announced fingerprint; Bob accepts and
 * both pools are drawn. Bob's Play screen LAN panel does not list Alice's event as a game. The
 * price each side pays is shown; packs Alice cannot pay for are refused before anything is announced.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";

describe("Sealed deck with a friend found on the LAN (e2e, Chromium WebRTC)", { timeout: 180_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];
  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/limited/friend");
    const b = await bob.open("#/play");
    [pa, pb] = [a.page, b.page];
    problems = [a.problems, b.problems];
    await pa.getByTestId("limited-friend").waitFor();
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  it("announces, is listed with its packs (not as a game), joined with a click; pools drawn", () =>
    withScreenshot(pb, "limited lan (bob)", async () => {
      await pa.getByTestId("lf-my-fingerprint").filter({ hasText: /^[A-Z2-7]{4}-/ }).waitFor();
      const aliceFp = (await pa.getByTestId("lf-my-fingerprint").textContent())!;
      // 3ED:6 costs 600 coins and a new profile has 500: the form says so, and nothing is announced.
      await pa.getByTestId("lf-packs").fill("3ED:6");
      await pa.getByTestId("lf-pay-short").filter({ hasText: "Not enough coins: you need 100 more" }).waitFor();
      await pa.getByTestId("lf-lan-announce").click();
      await pa.getByTestId("lf-error").filter({ hasText: "Not enough coins: your packs cost 600 coins and you have 500" }).waitFor();
      assert.equal(await pa.getByTestId("lf-lan-stop").count(), 0, "not announced");
      await pa.getByTestId("lf-packs").fill("3ED:3");
      assert.match((await pa.getByTestId("lf-pay").textContent())!, /You pay 300 coins for your packs, your friend pays 300\. You have 500 coins\./);
      assert.equal(await pa.getByTestId("lf-pay-short").count(), 0);
      await pa.getByTestId("lf-lan-announce").click();
      await pa.getByTestId("lf-lan-stop").waitFor();

      // The Play screen's LAN panel looks too, and must not offer the event as a game.
      await pb.getByTestId("lan-browse").click();
      // Once Bob's host has seen the announcement, the panel's list has been told of it.
      await pb.waitForFunction(
        async (fp) => {
          const r = await window.moxen.match.lanBrowse();
          return r.ok && r.value.some((g) => g.fingerprint === fp && g.purpose === "limited");
        },
        aliceFp,
        { timeout: 20_000 },
      );
      assert.equal(await pb.getByTestId("lan-games").locator("li").filter({ hasText: aliceFp }).count(), 0, "an event is not a game");

      await pb.evaluate(() => (location.hash = "#/limited/friend"));
      await pb.getByTestId("limited-friend").waitFor();
      await pb.getByTestId("lf-lan-browse").click();
      const row = pb.getByTestId("lf-lan-event").filter({ hasText: aliceFp });
      await row.waitFor({ timeout: 20_000 });
      assert.match((await row.textContent())!, /proposes sealed deck, packs 3ED:3/);
      await row.getByTestId("lf-lan-join").click();

      await pb.getByTestId("lf-accept").waitFor({ timeout: 30_000 });
      assert.match((await pb.getByTestId("lf-accept").textContent())!, /you pay 300 coins/);
      assert.match((await pb.getByTestId("lf-accept-price").textContent())!, /You pay 300 coins for your packs, your friend pays 300/);
      assert.equal(await pb.getByTestId("lf-spec").textContent(), "3ED:3");
      assert.equal(await pb.getByTestId("lf-friend-fingerprint").textContent(), aliceFp);
      await pb.getByTestId("lf-accept").click();
      for (const page of [pa, pb]) await page.getByTestId("lf-skip-opening").click({ timeout: 30_000 });
      for (const page of [pa, pb]) await page.getByTestId("lf-pool-row").first().waitFor({ timeout: 30_000 });
      // Alice knows her friend once the acceptance is in: the one who joined from the LAN.
      assert.equal(await pa.getByTestId("lf-friend-fingerprint").textContent(), await pb.getByTestId("lf-my-fingerprint").textContent());
      assert.equal(await pa.getByTestId("lf-lan-stop").count(), 0, "the announcement ended with the join");
      assert.deepEqual(problems.flat(), []);
    }));
});
