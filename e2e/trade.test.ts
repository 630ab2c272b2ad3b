/**
 * Two players, two web hosts (separate data folders and identities), two Chromium pages: they
 * connect on the Trade screen through an invite and an answer code over Chromium's own WebRTC,
 * each adds a unit from a search of its collection, Alice adds coins, both accept. Both screens
 * show the trade done and in the log of past trades, both collections and ledgers show the
 * exchange, and the totals of every card and of coins over both are the same before and after.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { openCollection } from "../app/host/collection/index";
import { totals } from "../test/trade/helpers";
import { startE2E, withScreenshot, type E2E } from "./harness";

describe("Trade: two browser pages trade units and coins (e2e, Chromium WebRTC)", { timeout: 200_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];
  let before_: ReturnType<typeof totals>;
  const collections = () => [alice, bob].map((e) => openCollection({ file: join(e.dataDir, "collection.db"), starter: false }));
  const tally = () => {
    const cs = collections();
    try {
      return totals(...cs);
    } finally {
      cs.forEach((c) => c.close());
    }
  };

  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/trade");
    const b = await bob.open("#/trade");
    pa = a.page;
    pb = b.page;
    problems = [a.problems, b.problems];
    await pa.getByTestId("trade-page").waitFor();
    await pb.getByTestId("trade-page").waitFor();
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(pa, `${name} (alice)`, () => withScreenshot(pb, `${name} (bob)`, fn)));

  step("connects through the two codes; each sees the other's fingerprint", async () => {
    await pa.getByTestId("trade-create-invite").click();
    const inviteBox = pa.getByTestId("trade-invite-code");
    await inviteBox.waitFor();
    const invite = await inviteBox.inputValue();
    assert.match(invite, /^MOX1-/);
    await pb.getByTestId("trade-invite-input").fill(invite);
    await pb.getByTestId("trade-join").click();
    const answerBox = pb.getByTestId("trade-answer-code");
    await answerBox.waitFor({ timeout: 20_000 });
    await pa.getByTestId("trade-answer-input").fill(await answerBox.inputValue());
    await pa.getByTestId("trade-connect").click();
    await pa.getByTestId("trade-friend-fingerprint").waitFor({ timeout: 20_000 });
    await pb.getByTestId("trade-friend-fingerprint").waitFor({ timeout: 20_000 });
    assert.equal(await pa.getByTestId("trade-friend-fingerprint").textContent(), await pb.getByTestId("trade-my-fingerprint").textContent());
    assert.equal(await pb.getByTestId("trade-friend-fingerprint").textContent(), await pa.getByTestId("trade-my-fingerprint").textContent());
    before_ = tally();
  });

  step("each adds a unit found by search, Alice adds coins; the other side sees it live", async () => {
    const add = async (page: Page, name: string) => {
      await page.getByTestId("trade-search").fill(name);
      // The host answers the search a moment later: wait for a row of the card asked for.
      const button = page.locator("tr").filter({ hasText: name }).locator('[data-testid^="trade-add-"]').first();
      await button.waitFor();
      await button.click();
      await page.getByTestId("trade-mine-unit").first().waitFor();
    };
    await add(pa, "Plains");
    await add(pb, "Island");
    await pa.getByTestId("trade-coins").fill("12");
    await pa.getByTestId("trade-set-coins").click();
    await pb.getByTestId("trade-theirs-coins").filter({ hasText: "12 coins" }).waitFor();
    await pa.getByTestId("trade-theirs-unit").filter({ hasText: "Island" }).waitFor();
    await pb.getByTestId("trade-theirs-unit").filter({ hasText: "Plains" }).waitFor();
  });

  step("both accept: the trade is done on both screens, in both logs, and the totals are unchanged", async () => {
    await pa.getByTestId("trade-accept").click();
    await pb.getByTestId("trade-theirs-accepted").waitFor();
    await pb.getByTestId("trade-accept").click();
    for (const page of [pa, pb]) {
      await page.getByTestId("trade-outcome").filter({ hasText: /done: both signed/ }).waitFor({ timeout: 20_000 });
      await page.getByTestId("trade-history-item").filter({ hasText: /final/ }).waitFor({ timeout: 10_000 });
    }
    assert.match((await pb.getByTestId("trade-history-item").first().textContent())!, /got Plains, 12 coins/);
    assert.deepEqual(tally(), before_, "the totals of every card and of coins over both collections");
    const [a, b] = collections();
    try {
      assert.equal(b!.ctx.db.prepare("SELECT COUNT(*) FROM units u JOIN cards c ON c.code = u.card_code WHERE u.source = 'trade' AND c.name = 'Plains'").pluck().get(), 1);
      assert.equal(a!.ctx.db.prepare("SELECT COUNT(*) FROM units u JOIN cards c ON c.code = u.card_code WHERE u.source = 'trade' AND c.name = 'Island'").pluck().get(), 1);
      assert.match(b!.profile.ledger({ limit: 3 }).map((e) => `${e.amount} ${e.reason}`).join("\n"), /^12 received in trade/m);
      assert.match(a!.profile.ledger({ limit: 3 }).map((e) => `${e.amount} ${e.reason}`).join("\n"), /^-12 (held for|given in) trade/m);
    } finally {
      a!.close();
      b!.close();
    }
    assert.deepEqual(problems.flat(), []);
  });

  step("the unit picker takes the collection's search language, and says where a bad query goes wrong", async () => {
    const search = pa.getByTestId("trade-search");
    await search.fill("t:creature c:g mv<=1");
    const shown = () => pa.locator('[data-testid^="trade-add-"]').evaluateAll((els) => els.map((e) => e.closest("tr")!.querySelector("td")!.textContent));
    let names = await shown();
    for (let i = 0; i < 100 && (!names.length || names.includes("Plains")); i++) {
      await pa.waitForTimeout(50);
      names = await shown();
    }
    assert.ok(names.length > 0 && names.every((n) => ["Llanowar Elves", "Birds of Paradise", "Elvish Archers", "Fyndhorn Elves", "Scavenger Folk"].includes(n!)), names.join(", "));
    await search.fill("t:creature (c:r");
    const error = pa.getByTestId("trade-search-error");
    await error.waitFor();
    assert.match((await error.textContent())!, /Expected "\)" at position 16/);
    await search.fill("");
    await pa.getByTestId("trade-search-count").waitFor();
  });

  step("the card detail shows where the received unit came from: the friend and the trade", async () => {
    await pb.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collection" }).click();
    await pb.getByRole("searchbox", { name: "Search your collection" }).fill("Plains");
    await pb.locator('[data-testid=browse-card][data-name="Plains"]').click();
    const dialog = pb.getByTestId("card-detail");
    await dialog.getByRole("heading", { name: "Plains" }).waitFor();
    const b = collections()[1]!;
    let unit: string;
    try {
      unit = b.ctx.db.prepare("SELECT u.id FROM units u JOIN cards c ON c.code = u.card_code WHERE u.source = 'trade' AND c.name = 'Plains'").pluck().get() as string;
    } finally {
      b.close();
    }
    const entry = dialog.getByTestId(`history-${unit}`);
    await entry.waitFor({ state: "attached" });
    assert.match((await entry.textContent())!, /Received from .+ in trade [0-9a-f]{12} \(their unit c\d{6}\.u\d{4}\)/);
    assert.deepEqual(problems.flat(), []);
  });
});
