/**
 * The pile questions of combat at the table (W31), from a puzzle file played against the computer
 * in real Chromium: Camouflage's defending player (the human, seat B) makes one pile per attacker
 * instead of declaring blockers, in a dialog showing the pile being made beside the other
 * creatures; each pile goes to an attacker at random and its creatures block that attacker.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { openPuzzleFile, passUntil, shot, until } from "./play-helpers";

browserSuite("pile questions at the table (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 180_000, stepTimeoutMs: 90_000 }, (suite) => {
  let page: Page;
  before(() => void ({ page } = suite));

  suite.step("Camouflage: pile 1 holds Wall of Wood, pile 2 Pearled Unicorn; each blocks the attacker its pile went to", async () => {
    await openPuzzleFile(page, "camouflage-piles.json");
    const s = await passUntil(page, (t) => t.dialogs.includes("dialog-piles"), "Camouflage's first pile question");
    const wall = s.mine.find((c) => c.name === "Wall of Wood")!;
    const unicorn = s.mine.find((c) => c.name === "Pearled Unicorn")!;
    assert.ok(wall && unicorn, "both creatures are on the table");
    assert.equal(s.buttons.includes("block"), false, "no declaration of blockers is offered");
    const dialog = page.getByTestId("dialog-piles");
    assert.equal(await dialog.getByRole("heading").first().textContent(), "Camouflage: pile 1 of 2");
    assert.match((await dialog.getByTestId("pile-attackers").textContent()) ?? "", /Attacking: Grizzly Bears, Hill Giant/);
    // Both start outside the pile; a click moves the Wall into pile 1.
    assert.equal(await dialog.getByTestId("pile-this").locator(".table-card").count(), 0);
    await dialog.getByTestId(`choose-${wall.id}`).click();
    await dialog.getByTestId("pile-this").getByTestId(`choose-${wall.id}`).waitFor();
    assert.equal(await dialog.getByTestId("pile-rest").locator(".table-card").count(), 1, "the Unicorn stays out of pile 1");
    await shot(page, "piles-camouflage-pile-1");
    await dialog.getByTestId("dialog-ok").click();
    // Pile 2: the piles so far are shown; the Unicorn goes in.
    await until(page, (t) => t.dialogs.includes("dialog-piles"), "the second pile question");
    const second = page.getByTestId("dialog-piles");
    await second.getByRole("heading", { name: "Camouflage: pile 2 of 2" }).waitFor();
    assert.match((await second.getByTestId("pile-before").textContent()) ?? "", /Pile 1: Wall of Wood/);
    await second.getByTestId(`choose-${unicorn.id}`).click();
    await second.getByTestId("pile-this").getByTestId(`choose-${unicorn.id}`).waitFor();
    await second.getByTestId("dialog-ok").click();
    // The piles went to the attackers at random: each creature blocks one of them.
    await until(page, (t) => !t.dialogs.includes("dialog-piles"), "the piles made");
    const log = page.getByTestId("game-log");
    await log.getByText(/Camouflage: pile 1/).first().waitFor();
    const text = (await log.textContent()) ?? "";
    assert.match(text, /Camouflage: pile 1 \(Wall of Wood\) goes to (Grizzly Bears|Hill Giant); pile 2 \(Pearled Unicorn\) goes to (Grizzly Bears|Hill Giant)/);
    assert.match(text, /Wall of Wood blocks (Grizzly Bears|Hill Giant)/);
    assert.match(text, /Pearled Unicorn blocks (Grizzly Bears|Hill Giant)/);
  });
});
