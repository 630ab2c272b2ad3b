/**
 * Issue 29, at the table: in a real network match between two browser pages (two web hosts,
 * Chromium's WebRTC), Bob walks away (his page closes) at a moment when he owes the next message.
 * Alice's table says what he owes, shows the silence clock counting, and after the claim time
 * offers "Claim the win"; claiming it ends the match as her win by timeout, in the game-over box
 * and in her match history.
 *
 * The claim time is 3 minutes in the app; these hosts run with MOXEN_TEST_TIMEOUT_CLAIM_MS (read
 * by app/host/match/network-matches.ts, tests only) so it passes in seconds.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { connectByCodes, shot, simpleMove, snapshot, waitForChange, type TableSnapshot } from "./play-helpers";

const CLAIM_MS = 20_000;
process.env.MOXEN_TEST_TIMEOUT_CLAIM_MS = String(CLAIM_MS);

describe("Play: a network opponent who goes silent while owing a move loses by timeout (e2e, Chromium WebRTC)", { timeout: 400_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let aliceProblems: string[] = [];
  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/play");
    const b = await bob.open("#/play");
    pa = a.page;
    pb = b.page;
    aliceProblems = a.problems;
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  const step = (name: string, fn: () => Promise<void>) => it(name, () => withScreenshot(pa, `${name} (alice)`, fn));

  step("connects through invite and answer codes", async () => {
    await connectByCodes(pa, pb, ["red-green-beats", "white-blue-skies"]);
  });

  step("Bob walks away when it is his move; Alice's table says what he owes and counts his silence", async () => {
    // Play (keep, lands, passes) until Bob has the move and Alice's table waits on his action.
    const deadline = Date.now() + 180_000;
    let bobMoves = 0;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`Bob never owed a move: ${JSON.stringify(await snapshot(pa))}`);
      const [a, b] = [await snapshot(pa), await snapshot(pb)];
      if (a.over || b.over) throw new Error("the game ended early");
      // After Bob has kept his hand (his first move), the next time he owes an action and Alice sees it.
      const owes = (a: TableSnapshot, b: TableSnapshot) => bobMoves >= 1 && b.mustAct === "Your move" && a.mustAct === "Opponent" && /Waiting for the opponent's action/.test(a.prompt) && a.step === b.step;
      if (owes(a, b)) {
        // Bob's program may still pass on its own (no stop set there): only a wait that lasts counts.
        await pa.waitForTimeout(1500);
        const [a2, b2] = [await snapshot(pa), await snapshot(pb)];
        if (owes(a2, b2) && a2.step === a.step) break;
        continue;
      }
      let acted = false;
      for (const [page, s] of [[pa, a], [pb, b]] as const) {
        if (s.mustAct !== "Your move") continue;
        if (page === pb && bobMoves >= 1 && /Waiting for the opponent's/.test((await snapshot(pa)).prompt)) continue; // leave it to the check above
        await page.waitForTimeout(80);
        const t = await snapshot(page);
        if (t.step !== s.step || t.mustAct !== "Your move") continue;
        acted = true;
        if (page === pb) bobMoves++;
        await simpleMove(page, t);
        await waitForChange(page, t.step, 8000);
      }
      if (!acted) await pa.waitForTimeout(60);
    }

    // Bob's page closes: his WebRTC connection goes with it, and he never sends the action he owes.
    await pb.close();

    const prompt = pa.getByTestId("prompt-text");
    assert.match((await prompt.textContent())!, /Waiting for the opponent's action…/);
    // The clock shows after a few seconds of silence (a moment's wait is normal), then counts.
    const clock = pa.getByTestId("opponent-silence");
    await clock.waitFor({ timeout: 30_000 });
    const seconds = async () => Number(/Silent for (\d+) s/.exec((await clock.textContent()) ?? "")?.[1] ?? NaN);
    const first = await seconds();
    assert.ok(first >= 5, `the clock counts from the start of the silence (${first} s)`);
    assert.match((await clock.textContent())!, /You can claim the win in \d+ s\./);
    await pa.waitForFunction(
      (n) => Number(/Silent for (\d+) s/.exec(document.querySelector('[data-testid="opponent-silence"]')?.textContent ?? "")?.[1] ?? -1) > n,
      first,
      { timeout: 15_000, polling: 200 },
    );
    assert.ok((await seconds()) > first, "the silence clock counts up");
    assert.match((await prompt.textContent())!, /Waiting for the opponent's action…/);
    await shot(pa, "network-silence-1-clock");
  });

  step("after the claim time Alice claims the win: a win by timeout, in the game-over box and in her history", async () => {
    const claim = pa.getByTestId("claim-timeout");
    await claim.waitFor({ timeout: CLAIM_MS + 30_000 });
    assert.equal((await claim.textContent())?.trim(), "Claim the win (timeout)");
    assert.ok((await snapshot(pa)).step >= 0 && !(await snapshot(pa)).over, "the match is still going until she claims");
    await shot(pa, "network-silence-2-claim");
    const matchId = Number(await pa.getByTestId("game-table").getAttribute("data-match"));
    await claim.click();

    const over = pa.getByTestId("game-over");
    await over.waitFor({ timeout: 30_000 });
    assert.equal(await pa.getByTestId("game-over-title").textContent(), "You win!");
    assert.match((await over.textContent())!, / ran out of time to move · turn \d+/);
    assert.equal(await pa.getByTestId("rejection").count(), 0, "the claim was not refused");
    await shot(pa, "network-silence-3-won");
    // Bob never sends his audit either: after another claim time it is withheld, and the box says
    // so (issue 29: a withheld audit loses; the win stands).
    await pa.waitForFunction(() => /withheld/i.test(document.querySelector("[data-testid=game-over]")?.textContent ?? ""), undefined, { timeout: CLAIM_MS + 40_000 });
    assert.doesNotMatch((await over.textContent())!, /Checking the hidden cards/);
    await shot(pa, "network-silence-4-audit-withheld");

    await pa.getByTestId("back-to-lobby").click();
    const row = pa.getByTestId(`history-${matchId}`);
    await row.waitFor({ timeout: 15_000 });
    const text = (await row.textContent())!;
    assert.match(text, /Won/, `history row: ${text}`);
    assert.match(text, /ran out of time to move/, `history row: ${text}`);
    assert.deepEqual(aliceProblems.filter((p) => p.startsWith("page error")), []);
  });
});
