/**
 * Two players, two web hosts (separate data folders, separate identities), two Chromium pages:
 * they connect through an invite code and an answer code over Chromium's own WebRTC (bytes
 * bridged to each host), play several turns, and both tables agree on life, zones and whose
 * turn it is. Chat crosses too. When Bob concedes, each program audits the other's hidden cards,
 * and both tables and Alice's history show the audit clean.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { startE2E, withScreenshot, type E2E } from "./harness";
import { connectByCodes, shot, simpleMove, snapshot, waitForChange, type TableSnapshot } from "./play-helpers";

describe("Play: a network match between two browser pages (e2e, Chromium WebRTC)", { timeout: 400_000 }, () => {
  let alice: E2E;
  let bob: E2E;
  let pa: Page;
  let pb: Page;
  let problems: string[][] = [];
  before(async () => {
    [alice, bob] = await Promise.all([startE2E(), startE2E()]);
    const a = await alice.open("#/play");
    const b = await bob.open("#/play");
    pa = a.page;
    pb = b.page;
    problems = [a.problems, b.problems];
  });
  after(async () => {
    await alice?.close();
    await bob?.close();
  });

  const step = (name: string, fn: () => Promise<void>) =>
    it(name, () => withScreenshot(pa, `${name} (alice)`, () => withScreenshot(pb, `${name} (bob)`, fn)));

  step("connects through invite and answer codes, fingerprints shown to compare", async () => {
    const aliceFp = (await pa.getByTestId("my-fingerprint").textContent())!;
    const bobFp = (await pb.getByTestId("my-fingerprint").textContent())!;
    assert.match(aliceFp, /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/);
    assert.notEqual(aliceFp, bobFp);
    await connectByCodes(pa, pb, ["red-green-beats", "white-blue-skies"], {
      invite: async (invite) => {
        assert.match(invite, /^MOX1-/);
        // A mangled code is refused at its step, in words, and changes nothing.
        await pb.getByTestId("tab-join").click();
        await pb.getByTestId("invite-input").fill(invite.slice(0, -6) + "AAAAAA");
        await pb.getByTestId("join-invite").click();
        await pb.getByTestId("net-error").waitFor();
        assert.match((await pb.getByTestId("net-error").textContent())!, /Reading the invite code failed/);
      },
      answer: async (answer) => {
        assert.match(answer, /^MOX1-/);
        assert.equal(await pb.getByTestId("friend-fingerprint").textContent(), aliceFp, "Bob sees Alice's fingerprint from her code");
        await shot(pb, "play-network-1-answer");
      },
    });
  });

  step("plays several turns; both tables agree on life, zones and whose turn it is", async () => {
    const pages = [pa, pb];
    const deadline = Date.now() + 240_000;
    const turnsSeen = new Set<string>();
    let chatted = false;
    while (Date.now() < deadline) {
      let acted = false;
      for (const page of pages) {
        const s = await snapshot(page);
        if (s.over) throw new Error("the game ended early");
        if (s.mustAct !== "Your move") continue;
        await page.waitForTimeout(80);
        const t = await snapshot(page);
        if (t.step !== s.step || t.mustAct !== "Your move") continue;
        acted = true;
        await simpleMove(page, t, { lands: true });
        await waitForChange(page, t.step, 8000);
        turnsSeen.add(t.turn);
      }
      if (!chatted && turnsSeen.size >= 2) {
        await pa.getByTestId("chat-input").fill("good luck, have fun");
        await pa.getByTestId("chat-input").press("Enter");
        await pb.getByTestId("chat-log").filter({ hasText: "good luck, have fun" }).waitFor();
        chatted = true;
      }
      if (/Turn [5-9]/.test((await snapshot(pa)).turn) && (await settled())) break;
      if (!acted) await pa.waitForTimeout(50);
    }

    async function settled(): Promise<boolean> {
      for (let i = 0; i < 50; i++) {
        const [a, b] = [await snapshot(pa), await snapshot(pb)];
        if (a.step === b.step && a.step > 0) return true;
        await pa.waitForTimeout(100);
      }
      return false;
    }
    assert.ok(await settled(), "both sides reached the same step");
    const [a, b] = [await snapshot(pa), await snapshot(pb)];
    await shot(pa, "play-network-2-alice");
    await shot(pb, "play-network-3-bob");
    assert.ok(/Turn [5-9]/.test(a.turn), `several turns were played (${a.turn})`);
    agree(a, b);
    assert.ok(chatted, "a chat line crossed");
  });

  step("Bob concedes: both programs show their secrets, and each table and history shows the audit clean", async () => {
    await pb.getByTestId("concede").click();
    await pb.getByTestId("concede-confirm").click();
    for (const page of [pa, pb]) {
      await page.getByTestId("game-over").waitFor({ timeout: 30_000 });
      // The opponent's secrets follow the result: the line reads "Checking…" until they arrive.
      await page.getByTestId("game-over-audit").filter({ hasText: /Audit clean/ }).waitFor({ timeout: 30_000 });
    }
    assert.equal(await pa.getByTestId("game-over-title").textContent(), "You win!");
    await shot(pa, "play-network-4-audit");
    await pa.getByTestId("back-to-lobby").click();
    const audit = pa.locator('[data-testid^="audit-"]').first();
    await audit.waitFor({ timeout: 10_000 });
    assert.match((await audit.textContent())!, /audit clean/);
  });

  function agree(a: TableSnapshot, b: TableSnapshot) {
    assert.equal(a.lifeMe, b.lifeOpp, "Alice's life as both see it");
    assert.equal(a.lifeOpp, b.lifeMe, "Bob's life as both see it");
    assert.equal(a.handCountMe, b.handCountOpp, "Alice's hand size");
    assert.equal(a.handCountOpp, b.handCountMe, "Bob's hand size");
    assert.equal(a.libraryMe, b.libraryOpp, "Alice's library");
    assert.equal(a.libraryOpp, b.libraryMe, "Bob's library");
    assert.equal(a.graveMe, b.graveOpp, "Alice's graveyard");
    assert.equal(a.graveOpp, b.graveMe, "Bob's graveyard");
    const names = (cs: { name: string }[]) => cs.map((c) => c.name).sort();
    assert.deepEqual(names(a.mine), names(b.theirs), "Alice's permanents");
    assert.deepEqual(names(a.theirs), names(b.mine), "Bob's permanents");
    const turnNo = (t: string) => t.match(/Turn \d+/)?.[0];
    assert.equal(turnNo(a.turn), turnNo(b.turn), "the same turn");
    assert.ok(/Your turn/.test(a.turn) !== /Your turn/.test(b.turn), `exactly one sees "Your turn" (${a.turn} / ${b.turn})`);
    assert.deepEqual(problems.flat(), []);
  }
});
