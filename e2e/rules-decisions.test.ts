/**
 * The rules decisions at the table, each from a puzzle file in e2e/fixtures/ played against the
 * computer in real Chromium: one blocker blocking two attackers (Two-Headed Giant of Foriys) and
 * dividing its damage between them; the untap step's questions (Tawnos's Weaponry may stay
 * tapped, Winter Orb lets one land untap); ordering two triggered abilities that trigger at once;
 * choosing the creature a cost sacrifices (Ashnod's Altar, Goblin Grenade; the last Goblin is
 * confirmed, never taken unasked); and
 * naming a card (Petra Sphinx). Each asserts what the table shows afterwards: cards tapped or
 * gone, life totals, the stack, the hand.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { dragTo, openPuzzleFile, passUntil, shot, until, waitForMyMove } from "./play-helpers";

browserSuite("rules decisions at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 300_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  let problems: string[];
  before(() => void ({ page, problems } = suite));
  const step = suite.step;

  step("Two-Headed Giant of Foriys blocks both attackers and divides its damage between them", async () => {
    await openPuzzleFile(page, "block-two-attackers.json");
    let s = await passUntil(page, (t) => t.buttons.includes("block"), "the declare-blockers decision");
    const giant = s.mine.find((c) => c.name === "Two-Headed Giant of Foriys")!;
    const bears = s.theirs.find((c) => c.name === "Grizzly Bears")!;
    const elves = s.theirs.find((c) => c.name === "Llanowar Elves")!;
    assert.ok(giant && bears && elves, "the giant and both attackers are on the table");
    // One block by dragging, the second by clicking the giant again and then the other attacker.
    await dragTo(page, page.getByTestId(`card-${giant.id}`), page.getByTestId(`card-${bears.id}`));
    await page.getByTestId("arrow-pending").first().waitFor({ state: "attached" });
    await page.getByTestId(`card-${giant.id}`).click();
    await page.getByTestId(`card-${elves.id}`).click();
    await page.getByTestId("arrow-pending").nth(1).waitFor({ state: "attached", timeout: 5_000 });
    assert.equal(await page.getByTestId("arrow-pending").count(), 2, "two block arrows leave the giant");
    assert.match((await page.getByTestId("pb-block").textContent()) ?? "", /Confirm 2 blocks/);
    assert.match(await page.getByTestId("prompt-text").textContent() ?? "", /Grizzly Bears.*Llanowar Elves|Llanowar Elves.*Grizzly Bears/);
    await shot(page, "rules-two-blocks");
    await page.getByTestId("pb-block").click();
    // Combat damage: the defending player divides the giant's 4 damage between the attackers it blocks.
    s = await passUntil(page, (t) => t.dialogs.includes("dialog-assign"), "the giant's damage assignment");
    assert.match((await page.getByTestId("dialog-assign").textContent()) ?? "", /blocks 2 attackers/);
    await page.getByTestId(`assign-${bears.id}`).fill("3");
    await page.getByTestId(`assign-${elves.id}`).fill("1");
    await page.getByTestId("dialog-ok").click();
    s = await until(page, (t) => !t.theirs.some((c) => c.id === bears.id || c.id === elves.id), "both attackers dead");
    assert.equal(s.lifeMe, 20, "no damage got through");
    assert.ok(s.mine.some((c) => c.id === giant.id), "the giant (3 damage on a 4/4) survives");
    assert.match(await page.getByTestId("game-log").textContent() ?? "", /Two-Headed Giant of Foriys deals 3 damage to Grizzly Bears/);
  });

  step("the untap step asks which permanents stay tapped (Tawnos's Weaponry, then Winter Orb's limit)", async () => {
    await openPuzzleFile(page, "untap-choices.json");
    let s = await passUntil(page, (t) => t.dialogs.includes("dialog-choose"), "the untap question");
    const dialog = page.getByTestId("dialog-choose");
    assert.equal(await dialog.getByRole("heading").textContent(), "Untap step");
    assert.match((await dialog.textContent()) ?? "", /choose the permanents to leave tapped/);
    assert.match((await dialog.textContent()) ?? "", /Chosen 0 of 0–1/);
    const weaponry = s.mine.find((c) => c.name === "Tawnos's Weaponry")!;
    const mountains = s.mine.filter((c) => c.name === "Mountain").map((c) => c.id);
    assert.equal(mountains.length, 3);
    assert.equal(await page.getByTestId("dialog-ok").textContent(), "Untap them all");
    await dialog.getByTestId(`choose-${weaponry.id}`).click();
    assert.equal(await page.getByTestId("dialog-ok").textContent(), "Leave 1 tapped");
    await shot(page, "rules-untap-optional");
    await page.getByTestId("dialog-ok").click();
    // Winter Orb: only one land untaps; name the two that stay tapped.
    await page.getByTestId("dialog-choose").filter({ hasText: "Winter Orb" }).waitFor();
    assert.match((await page.getByTestId("dialog-choose").textContent()) ?? "", /choose the 2 permanents to leave tapped \(Winter Orb\)/);
    await page.getByTestId(`choose-${mountains[0]}`).click();
    await page.getByTestId(`choose-${mountains[1]}`).click();
    assert.match((await page.getByTestId("untap-summary").textContent()) ?? "", /Untap: Mountain\./);
    await shot(page, "rules-untap-limit");
    await page.getByTestId("dialog-ok").click();
    s = await until(page, (t) => !t.dialogs.includes("dialog-choose") && t.turn !== "" && /main phase/.test(t.prompt), "the main phase after the untap step", 30_000);
    const tapped = (id: string) => s.mine.find((c) => c.id === id)?.tapped;
    assert.equal(tapped(weaponry.id), true, "Tawnos's Weaponry stayed tapped");
    assert.equal(tapped(mountains[0]!), true);
    assert.equal(tapped(mountains[1]!), true);
    assert.equal(tapped(mountains[2]!), false, "the one land Winter Orb allows untapped");
  });

  step("two upkeep triggers go on the stack in the order chosen (CR 603.3b)", async () => {
    await openPuzzleFile(page, "trigger-order.json");
    await passUntil(page, (t) => t.dialogs.includes("dialog-order"), "the trigger-order question");
    const dialog = page.getByTestId("dialog-order");
    const first = await dialog.getByTestId("order-item-0").getAttribute("data-trigger");
    const firstText = (await dialog.getByTestId("order-item-0").textContent()) ?? "";
    assert.match((await dialog.textContent()) ?? "", /Juzám Djinn.*Ivory Tower|Ivory Tower.*Juzám Djinn/);
    // Put the one listed first last: it goes on the stack last and resolves first.
    await dialog.getByTestId(`order-down-${first}`).click();
    assert.equal(await dialog.getByTestId("order-item-1").getAttribute("data-trigger"), first);
    await shot(page, "rules-trigger-order");
    await page.getByTestId("dialog-ok").click();
    const resolvesFirst = /Juzám/.test(firstText) ? /Juzám Djinn/ : /Ivory Tower/;
    await until(page, (t) => !t.dialogs.includes("dialog-order"), "the order dialog closed");
    await page.locator(".stack-item").nth(1).waitFor();
    assert.match((await page.locator(".stack-item").first().textContent()) ?? "", resolvesFirst, "the ability moved down is on top of the stack");
    // Both resolve: 1 damage from Juzám Djinn, 2 life from Ivory Tower (six cards in hand).
    const s = await passUntil(page, (t) => !t.dialogs.length && /main phase/.test(t.prompt), "the main phase");
    assert.equal(s.lifeMe, 21);
  });

  step("costs: Ashnod's Altar and Goblin Grenade ask which creature to sacrifice", async () => {
    await openPuzzleFile(page, "sacrifice-cost.json");
    let s = await waitForMyMove(page);
    const altar = s.mine.find((c) => c.name === "Ashnod's Altar")!;
    const elves = s.mine.find((c) => c.name === "Llanowar Elves")!;
    const bears = s.mine.find((c) => c.name === "Grizzly Bears")!;
    await page.getByTestId(`card-${altar.id}`).click();
    const dialog = page.getByTestId("dialog-cost");
    await dialog.waitFor();
    assert.equal(await dialog.getByRole("heading").textContent(), "Ashnod's Altar: Sacrifice a creature");
    assert.equal(await dialog.locator('[data-testid^="cost-"]').count(), 4, "every creature is offered");
    await dialog.getByTestId(`cost-${elves.id}`).click();
    s = await until(page, (t) => !t.mine.some((c) => c.id === elves.id), "Llanowar Elves sacrificed");
    assert.ok(s.mine.some((c) => c.id === bears.id), "Grizzly Bears stays");
    assert.equal(await page.getByTestId("pool-me").getAttribute("aria-label"), "Mana pool: C C");
    assert.equal(s.graveMe, "Graveyard 1");

    // A spell's additional cost: target first, then the Goblin to sacrifice.
    const grenade = s.hand.find((c) => c.name === "Goblin Grenade")!;
    const raiders = s.mine.find((c) => c.name === "Mons's Goblin Raiders")!;
    const brigade = s.mine.find((c) => c.name === "Goblin Balloon Brigade")!;
    await dragTo(page, page.getByTestId(`card-${grenade.id}`), page.getByTestId("player-opp"));
    await dialog.waitFor();
    assert.equal(await dialog.getByRole("heading").textContent(), "Goblin Grenade: Sacrifice a Goblin");
    assert.equal(await dialog.locator('[data-testid^="cost-"]').count(), 2, "only the Goblins are offered");
    await shot(page, "rules-sacrifice-cost");
    await dialog.getByTestId(`cost-${raiders.id}`).click();
    s = await until(page, (t) => !t.mine.some((c) => c.id === raiders.id), "Mons's Goblin Raiders sacrificed");
    assert.ok(s.mine.some((c) => c.id === brigade.id), "the other Goblin stays");
    s = await passUntil(page, (t) => t.lifeOpp === 15, "Goblin Grenade dealing 5 damage");
    assert.equal(s.lifeOpp, 15);

    // The last Goblin is never sacrificed unasked: the dialog names it as the only choice, Cancel keeps it.
    s = await waitForMyMove(page);
    const second = s.hand.find((c) => c.name === "Goblin Grenade")!;
    assert.ok(second, "the second Goblin Grenade is in hand");
    await dragTo(page, page.getByTestId(`card-${second.id}`), page.getByTestId("player-opp"));
    await dialog.waitFor();
    assert.equal(await dialog.locator('[data-testid^="cost-"]').count(), 1, "one Goblin is offered");
    assert.match((await dialog.getByTestId("only-choice").textContent()) ?? "", /Your only choice: Goblin Balloon Brigade\. Click it to sacrifice it, or Cancel to keep it\./);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    s = await until(page, (t) => !t.dialogs.includes("dialog-cost"), "the cost dialog closed");
    assert.ok(s.mine.some((c) => c.id === brigade.id), "Cancel keeps the last Goblin");
    assert.ok(s.hand.some((c) => c.id === second.id), "and the Grenade stays in hand");
    await dragTo(page, page.getByTestId(`card-${second.id}`), page.getByTestId("player-opp"));
    await dialog.waitFor();
    await dialog.getByTestId(`cost-${brigade.id}`).click();
    s = await until(page, (t) => !t.mine.some((c) => c.id === brigade.id), "the last Goblin sacrificed when confirmed");
    s = await passUntil(page, (t) => t.lifeOpp === 10, "the second Goblin Grenade dealing 5 damage");
    assert.equal(s.lifeOpp, 10);
  });

  step("naming a card: Petra Sphinx asks for a name, found by typing part of it", async () => {
    await openPuzzleFile(page, "name-a-card.json");
    let s = await waitForMyMove(page);
    const sphinx = s.mine.find((c) => c.name === "Petra Sphinx")!;
    assert.ok(sphinx, "the Sphinx is on the table");
    assert.equal(s.hand.length, 0);
    // Click the Sphinx for its ability, then the player it targets (me).
    await page.getByTestId(`card-${sphinx.id}`).click();
    await page.getByTestId("player-me").click();
    await until(page, (t) => t.mine.some((c) => c.id === sphinx.id && c.tapped), "the Sphinx tapped for its ability");
    s = await passUntil(page, (t) => t.dialogs.includes("dialog-name"), "the card-name question");
    const dialog = page.getByTestId("dialog-name");
    assert.match((await dialog.textContent()) ?? "", /Choose a card name/);
    await page.getByTestId("name-input").fill("shiv");
    const option = page.getByTestId("name-Shivan Dragon");
    await option.waitFor();
    await shot(page, "rules-name-a-card");
    await option.click();
    // The top card had that name: it is revealed and goes to the hand, not the graveyard.
    s = await until(page, (t) => t.hand.some((c) => c.name === "Shivan Dragon"), "Shivan Dragon put into the hand");
    assert.equal(s.graveMe, "Graveyard 0");
    assert.ok(!s.dialogs.includes("dialog-name"), "the question is answered");
  });

  step("ran with no console errors or failed requests", async () => {
    assert.deepEqual(problems, []);
  });
});
