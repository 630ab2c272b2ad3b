/**
 * The table fits the window at 1440×900 and at 1024×700 (issue 39, items 4, 5 and 8), in real
 * Chromium: every step of the step track is inside the window and takes a click (a stop on the
 * End step), the names on the hand's cards do not run into each other, the hover preview keeps
 * clear of the prompt's buttons (Cancel included) and of the stack, and the computer's spell
 * shown large is opaque for most of its time and not covered by the preview. Screenshots of both
 * sizes go to test-results/e2e/.
 */
import assert from "node:assert/strict";
import { before } from "node:test";
import type { Page } from "playwright-core";
import { browserSuite } from "./harness";
import { shot, snapshot } from "./play-helpers";
import { halt, playFixture } from "./watch-helpers";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  })) as Promise<Box[]>;

browserSuite("the table fits at 1440×900 and 1024×700 (e2e, Chromium)", { hash: "#/puzzles", timeoutMs: 400_000, stepTimeoutMs: 180_000 }, (suite) => {
  let page: Page;
  before(() => void (page = suite.page));

  /** The hover preview of `card` (a locator's test id), once placed: its box, and the boxes it must keep clear of. */
  async function previewOf(testId: string): Promise<{ preview: Box; clear: { what: string; box: Box }[] }> {
    await page.getByTestId(testId).hover();
    await page.getByTestId("card-preview").waitFor();
    await page.waitForFunction(`document.querySelector('[data-testid="card-preview"]').getBoundingClientRect().left >= 0`);
    // Placed again on the next frame if something moved: let it settle.
    await page.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
    const preview = (await page.getByTestId("card-preview").boundingBox())!;
    const clear = [
      ...(await boxes(page, '[data-testid="prompt-bar"] .pb-button')).map((box, i) => ({ what: `prompt button ${i}`, box })),
      ...(await boxes(page, '[data-testid="stack"]')).map((box) => ({ what: "the stack", box })),
    ];
    return { preview, clear };
  }

  function assertClear(name: string, p: { preview: Box; clear: { what: string; box: Box }[] }, W: number, H: number) {
    assert.ok(p.clear.some((c) => c.what === "the stack") && p.clear.some((c) => c.what.startsWith("prompt")), `the buttons and the stack are there: ${JSON.stringify(p.clear)}`);
    for (const c of p.clear) assert.ok(!overlaps(p.preview, c.box), `${name}'s preview ${JSON.stringify(p.preview)} covers ${c.what} ${JSON.stringify(c.box)}`);
    assert.ok(p.preview.x >= 0 && p.preview.y >= 0 && p.preview.x + p.preview.width <= W && p.preview.y + p.preview.height <= H, `${name}'s preview is inside the window`);
  }

  for (const [W, H] of [[1440, 900], [1024, 700]] as const) {
    const size = `${W}x${H}`;
    suite.step(`at ${W}×${H}: the whole step track, hand names apart, a preview clear of the buttons and the stack`, async () => {
      await page.setViewportSize({ width: W, height: H });
      await playFixture(page, "table-fits.json");
      const h = await halt(page);
      assert.equal(h.at, "me:precombat_main");
      assert.equal(h.s.hand.length, 7);

      // Every step of the track is inside the window, whole, and on top where a click lands.
      const steps = await page.locator('[data-testid="step-track"] .st-step').evaluateAll((els) => els.map((e) => {
        const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        const list = e.closest("ol")!.getBoundingClientRect();
        return { id: (e as HTMLElement).dataset.testid, x: r.x, y: r.y, right: r.right, bottom: r.bottom, hit: !!hit && e.contains(hit), inList: r.x >= list.x - 0.5 && r.right <= list.right + 0.5 && r.y >= list.y - 0.5 && r.bottom <= list.bottom + 0.5 };
      }));
      assert.equal(steps.length, 12, `twelve steps (first strike only while it is on): ${steps.map((s) => s.id)}`);
      for (const s of steps) {
        assert.ok(s.x >= 0 && s.y >= 0 && s.right <= W && s.bottom <= H, `${s.id} is inside the window: ${JSON.stringify(s)}`);
        assert.ok(s.inList, `${s.id} is not cut off by the track: ${JSON.stringify(s)}`);
        assert.ok(s.hit, `${s.id} takes a click: ${JSON.stringify(s)}`);
      }
      const end = page.getByTestId("step-end");
      await end.click();
      assert.equal(await end.getAttribute("aria-pressed"), "true", "a stop on the End step");
      await end.click();
      assert.equal(await end.getAttribute("aria-pressed"), "false", "and cleared again");

      // The names on the hand's cards do not run into each other.
      const names = await boxes(page, '[data-testid="hand"] .table-card__name');
      assert.equal(names.length, 7);
      for (let i = 0; i + 1 < names.length; i++) assert.ok(!overlaps(names[i]!, names[i + 1]!), `hand names ${i} and ${i + 1} collide: ${JSON.stringify([names[i], names[i + 1]])}`);
      await page.mouse.move(2, 2);

      // The hover preview keeps clear of the buttons and the stack: a hand card at each end, a creature.
      const s = await snapshot(page);
      for (const c of [s.hand[0]!, s.hand[s.hand.length - 1]!, s.mine.find((x) => x.name === "Serra Angel")!]) {
        assertClear(c.name, await previewOf(`card-${c.id}`), W, H);
        await page.mouse.move(2, 2);
      }
      await shot(page, `table-fits-${size}-board`);

      // Casting Lightning Bolt brings Cancel; the preview keeps clear of it too.
      await page.getByTestId(`card-${s.hand[0]!.id}`).click();
      await page.getByTestId("pb-cancel").waitFor();
      const last = s.hand[s.hand.length - 1]!;
      const p = await previewOf(`card-${last.id}`);
      assertClear(last.name, p, W, H);
      const cancel = (await page.getByTestId("pb-cancel").boundingBox())!;
      assert.ok(!overlaps(p.preview, cancel), "the preview keeps clear of Cancel");
      await shot(page, `table-fits-${size}-cancel`);
      await page.mouse.move(2, 2);
      await page.getByTestId("pb-cancel").click();
      await page.getByTestId("pb-cancel").waitFor({ state: "detached" });

      // The computer's Terror shown large: opaque for most of its time, the preview never over it.
      await page.evaluate(`(() => {
        const w = window.__oc = { samples: [], covered: 0 };
        const sample = (drawn) => {
          const oc = document.querySelector('[data-testid="opp-cast"]');
          if (!oc) return;
          w.samples.push({ t: performance.now(), o: Number(getComputedStyle(oc).opacity) });
          const pv = document.querySelector('[data-testid="card-preview"]');
          if (pv && drawn) {
            const a = oc.getBoundingClientRect(), b = pv.getBoundingClientRect();
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) (w.covered++, w.where = w.where || JSON.stringify([a, b]));
          }
        };
        // Each frame, and by a timer too: a busy machine may draw few frames.
        const frame = () => (sample(true), w.stop || requestAnimationFrame(frame));
        frame();
        const timer = setInterval(() => (w.stop ? clearInterval(timer) : sample(false)), 8);
      })()`);
      // Look at a card while the computer acts: the preview is up when its spell appears.
      await page.getByTestId(`card-${last.id}`).hover();
      await page.keyboard.press("F4");
      await page.getByTestId("opp-cast").waitFor({ timeout: 60_000 });
      await page.getByTestId("opp-cast").waitFor({ state: "detached", timeout: 20_000 });
      const oc = (await page.evaluate("(window.__oc.stop = true, window.__oc)")) as { samples: { t: number; o: number }[]; covered: number; where?: string };
      assert.ok(oc.samples.length >= 8, `the panel was sampled: ${oc.samples.length} frames`);
      // By time on screen, not by frames (a busy machine drops frames unevenly).
      let opaque = 0;
      for (let i = 0; i + 1 < oc.samples.length; i++) if (oc.samples[i]!.o >= 0.95) opaque += oc.samples[i + 1]!.t - oc.samples[i]!.t;
      const shown = oc.samples[oc.samples.length - 1]!.t - oc.samples[0]!.t;
      assert.ok(opaque >= 0.75 * shown, `opaque (≥ 0.95) for ${Math.round(opaque)} of its ${Math.round(shown)} ms: ${JSON.stringify(oc.samples.map((x) => x.o))}`);
      // (Counted in drawn frames.) One frame may pass before the preview moves away from a panel that just appeared.
      assert.ok(oc.covered <= 2, `the preview covered the computer's spell in ${oc.covered} frames (${oc.where})`);
      await page.mouse.move(2, 2);
      const after = await halt(page);
      assert.deepEqual(after.stack, ["Terror"], "the table halts with the Terror on the stack");
      assertClear("Terror on the stack", await previewOf(`card-${s.hand[1]!.id}`), W, H);
      await page.mouse.move(2, 2);
    });
  }
});
