/**
 * LAN: one page announces its game, another finds it on the local network (mDNS) and joins
 * with one click — no codes typed — and both tables open on the same game.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { shot, snapshot } from "./play-helpers";

describe("Play: a game found on the LAN (e2e, Chromium WebRTC)", { timeout: 180_000 }, () => {
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

  it("announces, finds, joins; both tables open on the same game", () =>
    withScreenshot(pb, "lan join (bob)", async () => {
      const aliceFp = (await pa.getByTestId("my-fingerprint").textContent())!;
      assert.match(aliceFp, /^[A-Z2-7]{4}-/);
      await pa.getByTestId("lan-announce").click();
      await pa.getByTestId("lan-stop").waitFor();
      await pb.getByTestId("lan-browse").click();
      const row = pb.locator('[data-testid="lan-games"] li').filter({ hasText: aliceFp });
      await row.waitFor({ timeout: 20_000 });
      await shot(pb, "play-lan-1-found");
      await row.getByRole("button", { name: "Join" }).click();
      await pa.getByTestId("game-table").waitFor({ timeout: 30_000 });
      await pb.getByTestId("game-table").waitFor({ timeout: 30_000 });
      for (let i = 0; i < 100; i++) {
        const [a, b] = [await snapshot(pa), await snapshot(pb)];
        if (a.step >= 0 && a.step === b.step && /Turn/.test(a.turn)) {
          assert.equal(a.turn.match(/Turn \d+/)?.[0], b.turn.match(/Turn \d+/)?.[0]);
          assert.notEqual(a.mustAct === "Your move", b.mustAct === "Your move", "exactly one of them must act");
          await shot(pa, "play-lan-2-alice");
          return;
        }
        await pa.waitForTimeout(100);
      }
      throw new Error("the two tables never showed the same game");
    }));
});
