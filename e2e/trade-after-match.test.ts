/**
 * "Trade with <friend>" after a network match (issue 36): two web hosts, two Chromium pages connect
 * by codes, Bob concedes at once, Alice presses "Trade with Bob" on the final screen and lands on
 * the Trade screen; Bob's final screen says "Alice wants to trade", he answers, and both see a live
 * trade with each other over the match's own connection (no new codes).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { connectByCodes } from "./play-helpers";

describe("Trade with <friend> from the end of a network match (e2e, Chromium WebRTC)", { timeout: 300_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    pa = (await alice.open("#/play")).page;
    pb = (await bob.open("#/play")).page;
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });
  const step = (name: string, fn: () => Promise<void>) =>
    it(name, () => withScreenshot(pa, `${name} (alice)`, () => withScreenshot(pb, `${name} (bob)`, fn)));

  step("a finished match's final screen starts a trade with the opponent, who is told and answers", async () => {
    await connectByCodes(pa, pb, ["red-green-beats", "white-blue-skies"]);
    await pb.getByTestId("concede").click({ timeout: 60_000 });
    await pb.getByTestId("concede-confirm").click();
    for (const page of [pa, pb]) await page.getByTestId("game-over").waitFor({ timeout: 30_000 });
    const aButton = pa.getByTestId("trade-with-friend");
    assert.match((await aButton.textContent())!, /Trade with /);
    await aButton.click();
    await pa.getByTestId("trade-page").waitFor({ timeout: 10_000 });
    // Bob's final screen: "<Alice> wants to trade".
    await pb.getByTestId("trade-with-friend").filter({ hasText: /wants to trade/ }).waitFor({ timeout: 15_000 });
    await pb.getByTestId("trade-with-friend").click();
    await pb.getByTestId("trade-page").waitFor({ timeout: 10_000 });
    for (const page of [pa, pb]) await page.getByTestId("trade-status").filter({ hasText: /Trading with/ }).waitFor({ timeout: 15_000 });
    const fpA = (await pa.getByTestId("trade-my-fingerprint").textContent())!;
    const fpB = (await pb.getByTestId("trade-my-fingerprint").textContent())!;
    assert.equal(await pa.getByTestId("trade-friend-fingerprint").textContent(), fpB, "Alice trades with the match's opponent");
    assert.equal(await pb.getByTestId("trade-friend-fingerprint").textContent(), fpA, "Bob trades with the match's opponent");
  });
});
