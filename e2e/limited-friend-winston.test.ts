/**
 * A Winston draft with a friend (issue 35, part 2): two web hosts, two Chromium pages over
 * Chromium's WebRTC. Alice proposes a Winston draft of 3 Revised boosters (the price line says who
 * pays which half), Bob accepts, and the two draft the 45 cards turn by turn on the shared draft
 * screen, only the page whose turn it is able to decide. At the end every card is in exactly one
 * pool, each page builds from its own, and game 1 opens at the network table. (What each side may
 * see of a pile is tested on the host: test/limited/net-winston-ipc.test.ts.)
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";

/** The draft as a page shows it: whose turn, stack, own pool, the friend's count. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    signature: [
      document.querySelector("[data-testid=winston-turn]")?.textContent,
      document.querySelector("[data-testid=winston-stack]")?.getAttribute("data-count"),
      document.querySelector("[data-testid=winston-pool-count]")?.textContent,
      document.querySelector("[data-looking=true]")?.getAttribute("data-testid"),
      !!document.querySelector("[data-testid=lf-builder]"),
    ].join("/"),
    mine: !!document.querySelector("[data-testid=winston-take]:not([disabled])"),
    stack: Number(document.querySelector("[data-testid=winston-stack]")?.getAttribute("data-count") ?? -1),
    pool: Number(/\d+/.exec(document.querySelector("[data-testid=winston-pool-count]")?.textContent ?? "")?.[0] ?? -1),
    theirs: Number(/\d+/.exec(document.querySelector("[data-testid=winston-theirs-count]")?.textContent ?? "")?.[0] ?? -1),
    builder: !!document.querySelector("[data-testid=lf-builder]"),
  }));

describe("Winston draft with a friend: two pages, two hosts (e2e, Chromium WebRTC)", { timeout: 300_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];

  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/limited/friend");
    const b = await bob.open("#/limited/friend");
    [pa, pb] = [a.page, b.page];
    problems = [a.problems, b.problems];
    for (const page of [pa, pb]) await page.getByTestId("limited-friend").waitFor();
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(pa, `lfw ${name} (alice)`, () => withScreenshot(pb, `lfw ${name} (bob)`, fn)));

  step("Alice proposes a Winston draft of 3ED:3 (she pays 2 packs, Bob 1); Bob accepts", async () => {
    await pa.getByTestId("lf-kind-winston").check();
    await pa.getByTestId("lf-packs").fill("3ED:3");
    assert.match((await pa.getByTestId("lf-price").textContent())!, /you pay 200 coins \(2 packs\), your friend 100 \(1\)/);
    await pa.getByTestId("lf-create-invite").click();
    const invite = await pa.getByTestId("lf-invite-code").inputValue();
    await pb.getByTestId("lf-invite-input").fill(invite);
    await pb.getByTestId("lf-join").click();
    const answerBox = pb.getByTestId("lf-answer-code");
    await answerBox.waitFor({ timeout: 20_000 });
    await pa.getByTestId("lf-answer-input").fill(await answerBox.inputValue());
    await pa.getByTestId("lf-connect").click();
    await pb.getByTestId("lf-accept").waitFor({ timeout: 20_000 });
    assert.match((await pb.getByTestId("lf-accept").textContent())!, /you pay 100 coins, your share of the packs/);
    await pb.getByTestId("lf-accept").click();
  });

  step("the two draft all 45 cards turn by turn; only the one whose turn it is may decide; every card ends in one pool", async () => {
    for (const page of [pa, pb]) await page.getByTestId("winston-draft").waitFor({ timeout: 60_000 });
    let decisions = 0;
    for (let k = 0; k < 400; k++) {
      // Someone's turn (Take enabled on exactly one page), or the draft is over (both builders).
      await pa.waitForFunction(() => true);
      const [a, b] = [await shown(pa), await shown(pb)];
      if (a.builder && b.builder) break;
      if (!a.mine && !b.mine) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      assert.ok(!(a.mine && b.mine), "never both pages' turn");
      const [page, me] = a.mine ? [pa, a] : [pb, b];
      const mayPass = !(await page.getByTestId("winston-pass").isDisabled());
      // Pass now and then (the pile grows), else take.
      await page.getByTestId(mayPass && decisions % 3 === 1 ? "winston-pass" : "winston-take").click();
      decisions++;
      // The decision was taken: the pile looked at, the stack, the pool or the turn changed (or the draft ended).
      await page.waitForFunction(
        (before) =>
          [
          document.querySelector("[data-testid=winston-turn]")?.textContent,
          document.querySelector("[data-testid=winston-stack]")?.getAttribute("data-count"),
          document.querySelector("[data-testid=winston-pool-count]")?.textContent,
          document.querySelector("[data-looking=true]")?.getAttribute("data-testid"),
          !!document.querySelector("[data-testid=lf-builder]"),
        ].join("/") !== before,
        me.signature,
        { timeout: 30_000 },
      );
    }
    for (const page of [pa, pb]) await page.getByTestId("lf-pool-row").first().waitFor({ timeout: 30_000 });
    const count = (page: Page) => page.getByTestId("lf-pool-row").evaluateAll((rows) => rows.reduce((n, r) => n + Number(r.getAttribute("data-count")), 0));
    const [na, nb] = [await count(pa), await count(pb)];
    assert.equal(na + nb, 45, `every card in exactly one pool (${na} + ${nb})`);
    assert.ok(na > 0 && nb > 0);
    assert.ok(decisions >= 2);
  });

  step("each builds from its own drafted pool plus lands; game 1 opens at the network table on both pages", async () => {
    for (const page of [pa, pb]) {
      await page.getByTestId("lf-add-all").click();
      for (let i = 0; i < 40; i++) await page.getByTestId("lf-basic-plus-Island").click();
    }
    await pa.getByTestId("lf-submit-deck").click();
    await pb.getByTestId("lf-submit-deck").click();
    for (const page of [pa, pb]) await page.getByTestId("concede").waitFor({ timeout: 90_000 });
    assert.deepEqual(problems.flat(), []);
  });
});
