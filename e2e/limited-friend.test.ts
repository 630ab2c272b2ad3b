/**
 * Sealed deck with a friend (issue 35): two web hosts (two data folders, two identities), two
 * Chromium pages connected over Chromium's own WebRTC through an invite and an answer code. Alice
 * proposes 3ED:3, Bob sees the proposal and accepts, each page shows its own pool (the host's pool
 * for that player, not the friend's), a deck under 40 cards is refused with the reason, both build
 * legal decks from their pools, game 1 is played at the network match table until Bob concedes,
 * and both screens show the standings after it. Both pages then reload and resume the event from
 * "Unfinished events" over new codes. Bob, who lost, chooses who plays first in game 2 (CR 103.1;
 * Alice is not asked): he draws first; game 2's builder starts from game 1's deck (Alice
 * sideboards), game 2 opens with Alice's turn at both tables, Bob concedes again, and 2–0 ends the
 * event with clean audits on both pages and each pool in its own collection.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";

/** The pool as its page shows it: name → count. */
const shownPool = async (page: Page) =>
  Object.fromEntries(await page.getByTestId("lf-pool-row").evaluateAll((rows) => rows.map((r) => [r.getAttribute("data-name")!, Number(r.getAttribute("data-count"))])));

/** How many of the page's pool cards are marked "sideboard only" (ante, dexterity). */
const sideboardOnly = (page: Page) =>
  page.getByTestId("lf-pool-row").evaluateAll((rows) => rows.filter((r) => r.querySelector('[data-testid="lf-sideboard-only"]')).reduce((n, r) => n + Number(r.getAttribute("data-count")), 0));

/** The pool its own host holds for this player (limitedNet.view through the page's own API). */
const hostPool = (page: Page) =>
  page.evaluate(async () => {
    const list = await window.moxen.limitedNet.list();
    if (!list.ok) throw new Error(list.error.message);
    const v = await window.moxen.limitedNet.view({ key: list.value[0]!.key });
    if (!v.ok) throw new Error(v.error.message);
    const out: Record<string, number> = {};
    for (const c of v.value.pool ?? []) out[c.name] = (out[c.name] ?? 0) + 1;
    return out;
  });

describe("Sealed deck with a friend: two pages, two hosts (e2e, Chromium WebRTC)", { timeout: 300_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];

  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/play");
    const b = await bob.open("#/limited/friend");
    pa = a.page;
    pb = b.page;
    problems = [a.problems, b.problems];
    await pa.getByTestId("play-limited-friend").click();
    await pa.getByTestId("limited-friend").waitFor();
    assert.equal(new URL(pa.url()).hash, "#/limited/friend");
    await pb.getByTestId("limited-friend").waitFor();
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(pa, `lf ${name} (alice)`, () => withScreenshot(pb, `lf ${name} (bob)`, fn)));

  step("Alice proposes 3ED:3 with 30 minutes to build (price shown); the codes connect; Bob sees the proposal and its clock, and accepts", async () => {
    await pa.getByTestId("lf-packs").fill("3ED:3");
    await pa.getByTestId("lf-build-minutes").selectOption("30");
    assert.match((await pa.getByTestId("lf-price").textContent())!, /3 packs each: each of you pays 300 coins/);
    await pa.getByTestId("lf-create-invite").click();
    const invite = await pa.getByTestId("lf-invite-code").inputValue();
    assert.match(invite, /^MOX1-/);
    await pb.getByTestId("lf-invite-input").fill(invite);
    await pb.getByTestId("lf-join").click();
    const answerBox = pb.getByTestId("lf-answer-code");
    await answerBox.waitFor({ timeout: 20_000 });
    await pa.getByTestId("lf-answer-input").fill(await answerBox.inputValue());
    await pa.getByTestId("lf-connect").click();
    await pb.getByTestId("lf-accept").waitFor({ timeout: 20_000 });
    assert.equal(await pb.getByTestId("lf-spec").textContent(), "3ED:3");
    assert.match((await pb.getByTestId("lf-accept-clock").textContent())!, /^30 minutes to build your deck/);
    assert.equal(await pb.getByTestId("lf-friend-fingerprint").textContent(), await pa.getByTestId("lf-my-fingerprint").textContent());
    await pb.getByTestId("lf-accept").click();
  });

  step("Alice opens her three boosters one by one with the shop's pack-opening screen; Bob skips to his deck", async () => {
    await pa.getByTestId("lf-open-first").click({ timeout: 30_000 });
    const seen: Record<string, number> = {};
    for (let i = 1; i <= 3; i++) {
      await pa.getByTestId("lf-pack-count").filter({ hasText: `Booster ${i} of 3` }).waitFor();
      assert.equal(await pa.locator("[data-testid=pack-card][data-revealed=true]").count(), 0, "face down at first");
      await pa.locator("[data-testid=pack-card]").first().click();
      await pa.locator("[data-testid=pack-card][data-revealed=true]").first().waitFor();
      await pa.getByRole("button", { name: "Reveal all" }).click();
      for (const n of await pa.locator("[data-testid=pack-card]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-name")!))) seen[n] = (seen[n] ?? 0) + 1;
      await pa.getByRole("button", { name: "Done" }).click();
    }
    await pb.getByTestId("lf-skip-opening").click({ timeout: 30_000 });
    for (const page of [pa, pb]) await page.getByTestId("lf-pool-row").first().waitFor({ timeout: 30_000 });
    assert.deepEqual(seen, await hostPool(pa), "the boosters turned over are Alice's pool");
  });

  step("each page shows its own pool of 45 cards, the one its host holds, not the friend's", async () => {
    for (const page of [pa, pb]) await page.getByTestId("lf-pool-row").first().waitFor({ timeout: 30_000 });
    const [a, b] = [await shownPool(pa), await shownPool(pb)];
    assert.deepEqual(a, await hostPool(pa));
    assert.deepEqual(b, await hostPool(pb));
    assert.equal(Object.values(a).reduce((x, y) => x + y, 0), 45);
    assert.equal(Object.values(b).reduce((x, y) => x + y, 0), 45);
    assert.notDeepEqual(a, b, "two pools drawn from different secrets");
    // The agreed clock, each counted by its own program from its own pool.
    for (const page of [pa, pb]) assert.match((await page.getByTestId("lf-clock").textContent())!, /Time left to build your deck for game 1: \d+:\d\d \(of 30 minutes\)/);
  });

  step("a deck of 17 basic lands is refused with the reason; the whole pool plus lands is accepted", async () => {
    for (let i = 0; i < 17; i++) await pa.getByTestId("lf-basic-plus-Plains").click();
    assert.match((await pa.getByTestId("lf-deck-problems").textContent())!, /17 cards: a sealed deck has 40 at least/);
    await pa.getByTestId("lf-submit-deck").click();
    const error = pa.getByTestId("lf-error");
    await error.waitFor();
    assert.match((await error.textContent())!, /40/);
    assert.equal(await pa.getByTestId("lf-waiting").count(), 0, "nothing sent");
    await pa.getByTestId("lf-add-all").click();
    // Ante and dexterity cards (Revised boosters hold some) stay in the sideboard: "Whole pool" leaves them out.
    const playable = 45 - (await sideboardOnly(pa));
    assert.match((await pa.getByTestId("lf-deck-count").textContent())!, new RegExp(`${playable + 17} cards \\(${playable} from the pool, 17 basic lands\\) — legal`));
    await pa.getByTestId("lf-submit-deck").click();
    await pa.getByTestId("lf-waiting").waitFor();
    await pb.getByTestId("lf-add-all").click();
    if (45 - (await sideboardOnly(pb)) < 40) for (let i = 0; i < 10; i++) await pb.getByTestId("lf-basic-plus-Island").click();
    await pb.getByTestId("lf-submit-deck").click();
    // Bob's deck went through: the game starts (or Bob waits a moment for it), no refusal shown.
    await pb.locator('[data-testid="lf-starting"], [data-testid="lf-to-table"], [data-testid="handshake"], [data-testid="concede"]').first().waitFor({ timeout: 30_000 });
    assert.equal(await pb.getByTestId("lf-error").count(), 0);
  });

  step("game 1 opens at the network table on both pages; Bob concedes; both see the standings", async () => {
    for (const page of [pa, pb]) await page.getByTestId("concede").waitFor({ timeout: 60_000 });
    await pb.getByTestId("concede").click();
    await pb.getByTestId("concede-confirm").click();
    for (const page of [pa, pb]) {
      await page.getByTestId("game-over").waitFor({ timeout: 30_000 });
      await page.getByTestId("back-to-lobby").click();
      await page.getByTestId("limited-friend").waitFor();
    }
    await pa.getByTestId("lf-score").filter({ hasText: "1–0" }).waitFor({ timeout: 30_000 });
    await pb.getByTestId("lf-score").filter({ hasText: "0–1" }).waitFor({ timeout: 30_000 });
    assert.match((await pa.getByTestId("lf-game").first().textContent())!, /Game 1: you won/);
    assert.match((await pb.getByTestId("lf-game").first().textContent())!, /Game 1: your friend won/);
    // Between games: a new deck for game 2 (sideboarding from the pool).
    for (const page of [pa, pb]) await page.getByTestId("lf-builder").filter({ hasText: "Your deck for game 2" }).waitFor();
    assert.deepEqual(problems.flat(), []);
  });

  step("both pages reload mid-event: the event comes back from Unfinished events over new codes", async () => {
    await Promise.all([pa.reload(), pb.reload()]);
    for (const page of [pa, pb]) await page.getByTestId("lf-unfinished-item").first().waitFor({ timeout: 20_000 });
    await pa.getByTestId("lf-resume").first().click();
    await pb.getByTestId("lf-resume").first().click();
    // The codes of the resume panel (the proposal form's panel shares the flow, so scope to this one).
    const [ua, ub] = [pa.getByTestId("lf-unfinished"), pb.getByTestId("lf-unfinished")];
    await ua.getByTestId("lf-create-invite").click();
    const invite = await ua.getByTestId("lf-invite-code").inputValue();
    await ub.getByTestId("lf-invite-input").fill(invite);
    await ub.getByTestId("lf-join").click();
    const answerBox = ub.getByTestId("lf-answer-code");
    await answerBox.waitFor({ timeout: 20_000 });
    await ua.getByTestId("lf-answer-input").fill(await answerBox.inputValue());
    await ua.getByTestId("lf-connect").click();
    await pa.getByTestId("lf-score").filter({ hasText: "1–0" }).waitFor({ timeout: 30_000 });
    await pb.getByTestId("lf-score").filter({ hasText: "0–1" }).waitFor({ timeout: 30_000 });
  });

  step("game 2 starts from game 1's deck; Alice sideboards a Plains out; Bob, who lost, draws first (CR 103.1); Bob concedes again", async () => {
    assert.match((await pb.getByTestId("lf-choose-first").textContent())!, /You lost game 1: you choose who plays first in game 2\./);
    assert.equal(await pa.getByTestId("lf-choose-first").count(), 0, "the winner does not choose");
    assert.equal(await pb.getByTestId("lf-first-me").isChecked(), true, "play first by default");
    await pb.getByTestId("lf-first-peer").check();
    for (const page of [pa, pb]) {
      await page.getByTestId("lf-builder").filter({ hasText: "Your deck for game 2" }).waitFor();
      await page.getByTestId("lf-deck-from").filter({ hasText: "Starting from your deck of game 1" }).waitFor();
      assert.match((await page.getByTestId("lf-deck-count").textContent())!, /— legal/, "the deck of game 1, as it was");
    }
    // Game 1's deck: the playable pool and 17 Plains (the pool's own Plains count as basic lands now).
    const total = async () => Number(/^(\d+) cards/.exec((await pa.getByTestId("lf-deck-count").textContent())!)![1]);
    const playable = 45 - (await sideboardOnly(pa));
    assert.equal(await total(), playable + 17);
    const plains = Number(await pa.getByTestId("lf-basic-Plains").getByTestId("lf-basic-count").textContent());
    await pa.getByTestId("lf-basic-Plains").getByRole("button", { name: "One Plains less" }).click();
    assert.equal(await total(), playable + 16);
    await pa.getByTestId("lf-submit-deck").click();
    await pb.getByTestId("lf-submit-deck").click();
    for (const page of [pa, pb]) await page.getByTestId("concede").waitFor({ timeout: 60_000 });
    // The opening hands (turn 0 on the track): the starting player's turn is already set.
    await pa.getByTestId("turn-label").filter({ hasText: "Your turn" }).waitFor({ timeout: 30_000 });
    await pb.getByTestId("turn-label").filter({ hasText: "Opponent's turn" }).waitFor({ timeout: 30_000 });
    await pb.getByTestId("concede").click();
    await pb.getByTestId("concede-confirm").click();
    for (const page of [pa, pb]) {
      await page.getByTestId("game-over").waitFor({ timeout: 30_000 });
      await page.getByTestId("back-to-lobby").click();
      await page.getByTestId("limited-friend").waitFor();
    }
    // Alice's host kept the sideboarded deck for game 2.
    const decks = await pa.evaluate(async () => {
      const list = await window.moxen.limitedNet.list();
      if (!list.ok) throw new Error(list.error.message);
      const v = await window.moxen.limitedNet.view({ key: list.value[0]!.key });
      if (!v.ok) throw new Error(v.error.message);
      return { size: (v.value.lastDeck ?? []).length, plains: (v.value.lastDeck ?? []).filter((n) => n === "Plains").length, ready: v.value.ready.me };
    });
    assert.deepEqual(decks, { size: playable + 16, plains: plains - 1, ready: 2 });
  });

  step("2–0 ends the event: the winner, clean audits on both pages, each pool in its collection", async () => {
    await pa.getByTestId("lf-winner").filter({ hasText: "you take the event" }).waitFor({ timeout: 30_000 });
    await pb.getByTestId("lf-winner").filter({ hasText: "your friend takes the event" }).waitFor({ timeout: 30_000 });
    assert.equal(await pa.getByTestId("lf-score").textContent(), "2–0");
    for (const page of [pa, pb]) {
      await page.locator('[data-testid="lf-audit"][data-clean="true"]').waitFor({ timeout: 60_000 });
      assert.equal(await page.getByTestId("lf-builder").count(), 0, "no game 3");
      const fromEvent = await page.evaluate(async () => {
        let n = 0;
        for (let offset = 0; ; offset += 1000) {
          const r = await window.moxen.collection.units({ limit: 1000, offset });
          if (!r.ok) throw new Error(r.error.message);
          n += r.value.items.filter((u) => u.source === "event").length;
          if (offset + 1000 >= r.value.total) return n;
        }
      });
      assert.equal(fromEvent, 45, "the pool's 45 cards are in the collection");
    }
    assert.deepEqual(problems.flat(), []);
  });
});
