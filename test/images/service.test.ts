/**
 * The "images" contract group: off by default (nothing fetched, start refused), validated
 * arguments with clear errors, the settings switch starting and cancelling a run, progress
 * events up to done, cached images served as data URLs, and a restart fetching nothing new.
 * Real host services and router, a real local HTTP server answering like Scryfall.
 */
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, afterEach, before, describe, test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import type { HostContext } from "../../app/host/context";
import { EventBus } from "../../app/host/events";
import { createImageService, wantedItems, type ImageService } from "../../app/host/images/service";
import { createServices, type Services } from "../../app/host/services";
import type { ImageStatus } from "../../app/shared/contract/images";
import { DEFAULT_SETTINGS, type Settings } from "../../app/shared/contract/settings";
import { solidPng, startImageServer, type ImageServer } from "./image-server";

let server: ImageServer;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "moxen-images-svc-"));
  dirs.push(d);
  return d;
};
before(async () => {
  server = await startImageServer();
});
after(async () => {
  await server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
afterEach(() => {
  server.behave = null;
  server.requests.length = 0;
});

const ctxCall = { client: "test:images" };

describe("through the host router", () => {
  let services: Services;
  before(async () => {
    services = await createServices({ dataDir: tempDir(), shell: "web", log: () => {}, images: { base: server.base, allowLocalHttp: true, gapMs: 0 } });
  });
  after(() => services.close());
  const call = (name: string, args?: unknown) => services.router.call(name, args, ctxCall);

  test("off by default: the status says so, start is refused, nothing is fetched", async () => {
    const settings = await call("settings.get");
    assert.ok(settings.ok);
    assert.equal((settings.value as Settings).imageDownloads, false);
    const status = await call("images.status");
    assert.ok(status.ok);
    assert.equal((status.value as ImageStatus).state, "off");
    const start = await call("images.start");
    assert.equal(start.ok, false);
    assert.deepEqual(!start.ok && start.error.code, "not_allowed");
    assert.match(!start.ok ? start.error.message : "", /turn them on in Settings → Cards/);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(server.requests.length, 0);
  });

  test("a wrong argument gets a clear error", async () => {
    const cases: [string, unknown, RegExp][] = [
      ["images.get", { scryfallId: "../../etc/passwd", kind: "art" }, /images\.get: argument "scryfallId" must be .*Scryfall id/],
      ["images.get", { scryfallId: "A69E2CF8-5ECB-485A-92A2-B4E0A7959F1F", kind: "art" }, /scryfallId/],
      ["images.get", { scryfallId: "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f", kind: "png" }, /argument "kind"/],
      ["images.get", { scryfallId: "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f" }, /argument "kind"/],
      ["images.get", { scryfallId: "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f", kind: "art", path: "/etc" }, /argument "path" is not allowed/],
      ["images.start", { now: true }, /takes no argument/],
      ["settings.set", { imageSize: "huge" }, /argument "imageSize"/],
      ["settings.set", { cardView: "list" }, /argument "cardView"/],
      ["settings.set", { shownPrintings: { "../x": "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f" } }, /is not an allowed key/],
      ["settings.set", { shownPrintings: { c000001: "nope" } }, /Scryfall id/],
    ];
    for (const [name, args, message] of cases) {
      const r = await call(name, args);
      assert.equal(r.ok, false, `${name} ${JSON.stringify(args)}`);
      assert.equal(!r.ok && r.error.code, "invalid_argument");
      assert.match(!r.ok ? r.error.message : "", message);
    }
  });

  test("a chosen printing must be one of that card's printings; it is kept in the settings", async () => {
    const { cards } = loadCardData();
    const bolt = cards.find((c) => c.name === "Lightning Bolt")!;
    const lotus = cards.find((c) => c.name === "Black Lotus")!;
    const before = await call("settings.get");
    const wrong = await call("settings.set", { shownPrintings: { [bolt.code]: lotus.printings[0]!.scryfallId } });
    assert.equal(!wrong.ok && wrong.error.code, "bad_argument");
    assert.match(!wrong.ok ? wrong.error.message : "", /is not a printing of Lightning Bolt/);
    const unknown = await call("settings.set", { shownPrintings: { c999999: lotus.printings[0]!.scryfallId } });
    assert.equal(!unknown.ok && unknown.error.code, "not_found");
    assert.deepEqual(await call("settings.get"), before, "a refused change changes nothing");
    const revised = bolt.printings.find((p) => p.set === "3ED")!;
    const set = await call("settings.set", { shownPrintings: { [bolt.code]: revised.scryfallId } });
    assert.ok(set.ok);
    assert.deepEqual((set.value as Settings).shownPrintings, { [bolt.code]: revised.scryfallId });
    const saved = JSON.parse(readFileSync(join(services.ctx.dataDir, "settings.json"), "utf8")) as Settings;
    assert.equal(saved.shownPrintings[bolt.code], revised.scryfallId);
    const cleared = await call("settings.set", { shownPrintings: { [bolt.code]: null } });
    assert.ok(cleared.ok);
    assert.deepEqual((cleared.value as Settings).shownPrintings, {});
  });

  test("an image not downloaded is null", async () => {
    const r = await call("images.get", { scryfallId: "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f", kind: "card" });
    assert.deepEqual(r, { ok: true, value: { dataUrl: null } });
  });
});

describe("the download service", () => {
  const cards = loadCardData().cards.filter((c) => ["Lightning Bolt", "Black Lotus", "Shivan Dragon"].includes(c.name));

  function host(dataDir: string, settings: { current: Settings }) {
    const events = new EventBus();
    const seen: { name: string; payload: unknown }[] = [];
    events.subscribe((name, payload) => seen.push({ name, payload }));
    const ctx: HostContext = { dataDir, appRoot: process.cwd(), version: "9.9.9", shell: "web", events };
    const service = createImageService(ctx, {
      settings: () => settings.current,
      cards: () => cards,
      options: { base: server.base, allowLocalHttp: true, gapMs: 0, progressEveryMs: 0, backoffFirstMs: 50 },
    });
    const change = (patch: Partial<Settings>) => {
      settings.current = { ...settings.current, ...patch };
      events.emit("settings.changed", settings.current);
    };
    return { service, seen, change };
  }
  const waitFor = async (what: () => boolean) => {
    for (let i = 0; i < 500 && !what(); i++) await new Promise((r) => setTimeout(r, 10));
    assert.ok(what(), "timed out");
  };

  test("turning downloads on fetches each printing's card image and art crop once, with progress up to done", async () => {
    const dataDir = tempDir();
    const settings = { current: { ...structuredClone(DEFAULT_SETTINGS) } };
    const { service, seen, change } = host(dataDir, settings);
    const total = wantedItems(cards, "normal").length;
    assert.equal(total, cards.reduce((n, c) => n + c.printings.length, 0) * 2);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(server.requests.length, 0, "nothing before the player turns it on");
    change({ imageDownloads: true });
    await waitFor(() => service.status().state === "done");
    assert.equal(server.requests.length, total);
    assert.deepEqual(new Set(server.requests.map((q) => q.kind)), new Set(["normal", "art_crop"]));
    const progress = seen.filter((e) => e.name === "images.progress").map((e) => e.payload as ImageStatus);
    assert.ok(progress.length >= 2);
    const last = progress.at(-1)!;
    assert.deepEqual([last.state, last.done, last.total, last.failed, last.secondsLeft], ["done", total, total, 0, 0]);
    for (let i = 1; i < progress.length; i++) assert.ok(progress[i]!.done >= progress[i - 1]!.done, "done never goes back");

    const bolt = cards.find((c) => c.name === "Lightning Bolt")!.printings[0]!.scryfallId;
    const art = await service.handlers["images.get"]({ scryfallId: bolt, kind: "art" }, ctxCall);
    assert.match(art.dataUrl!, /^data:image\/png;base64,/);
    const card = await service.handlers["images.get"]({ scryfallId: bolt, kind: "card" }, ctxCall);
    assert.notEqual(card.dataUrl, art.dataUrl, "the card image and the art crop are different files");
    await service.close!();

    // A restart with downloads on checks the cache and fetches nothing new.
    server.requests.length = 0;
    const again = host(dataDir, settings);
    await waitFor(() => again.service.status().state === "done");
    assert.equal(server.requests.length, 0);
    assert.equal(again.service.status().done, total);
    await again.service.close!();
  });

  test("a 429 is told once as a notice, the status says why and when it asks again, and the run completes", async () => {
    const dataDir = tempDir();
    const settings = { current: { ...structuredClone(DEFAULT_SETTINGS), imageDownloads: true } };
    server.behave = ({ n }, res) => {
      if (n !== 2) return false;
      res.writeHead(429, { "Retry-After": "1" });
      res.end();
      return true;
    };
    const { service, seen } = host(dataDir, settings);
    await waitFor(() => service.status().state === "done");
    const notices = seen.filter((e) => e.name === "app.notice").map((e) => (e.payload as { message: string }).message);
    assert.equal(notices.length, 1, "the reason is shown once");
    assert.match(notices[0]!, /429.*try again later/);
    const statuses = seen.filter((e) => e.name === "images.progress").map((e) => e.payload as ImageStatus);
    assert.ok(statuses.some((s) => s.state === "waiting" && /429/.test(s.problem ?? "") && s.retryAt !== null));
    assert.equal(service.status().problem, null, "images arrived again: the problem is gone");
    await service.close!();
  });

  test("cancel stops the run; start resumes with only the missing; a new size fetches that size; off stops it", async () => {
    const dataDir = tempDir();
    const settings = { current: { ...structuredClone(DEFAULT_SETTINGS), imageDownloads: true } };
    // Slow answers: 60 ms each, so a cancel lands midway.
    const png = solidPng(10, 10, [1, 2, 3]);
    server.behave = (_r, res) => {
      setTimeout(() => (res.writeHead(200, { "Content-Type": "image/png" }), res.end(png)), 60);
      return true;
    };
    const slow = host(dataDir, settings);
    await waitFor(() => server.requests.length >= 3);
    const cancelled = await slow.service.handlers["images.cancel"](undefined, ctxCall);
    assert.ok(["running", "waiting", "cancelled"].includes(cancelled.state));
    await slow.service.idle();
    assert.equal(slow.service.status().state, "cancelled");
    const had = slow.service.status().done;
    assert.ok(had < slow.service.status().total);
    server.behave = null;
    server.requests.length = 0;
    slow.service.handlers["images.start"](undefined, ctxCall);
    await waitFor(() => slow.service.status().state === "done");
    assert.equal(server.requests.length, slow.service.status().total - had, "only the missing ones");
    // Another size: the whole-card images of that size are fetched; the art crops are kept.
    server.requests.length = 0;
    slow.change({ imageSize: "large" });
    await waitFor(() => slow.service.status().state === "done" && server.requests.length > 0);
    assert.deepEqual(new Set(server.requests.map((q) => q.kind)), new Set(["large"]));
    assert.equal(server.requests.length, slow.service.status().total / 2);
    slow.change({ imageDownloads: false });
    assert.equal(slow.service.status().state, "off");
    assert.throws(() => slow.service.handlers["images.start"](undefined, ctxCall), /Card image downloads are off/);
    await slow.service.close!();
  });
});
