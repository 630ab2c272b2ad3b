/**
 * The card-image downloader against a local server that answers like Scryfall's image host
 * (image-server.ts): the rate limit, back-off on 429, resuming, corrupt files, cancel, and
 * every refusal (host, scheme, content type, size). Real HTTP, real files.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawn } from "node:child_process";
import { join } from "node:path";
import { after, afterEach, before, describe, test } from "node:test";
import { runDownload, type DownloaderOptions, type DownloadItem, type RunProgress } from "../../app/host/images/downloader";
import { imageBase, imageUrl, retryAfterMs } from "../../app/host/images/fetch";
import { fileIsWhole, findCached, imagePath } from "../../app/host/images/files";
import { loadCardData } from "../../app/host/collection/card-data";
import { startImageServer, solidPng, type ImageServer } from "./image-server";
import { ELECTRON_CSP, WEB_HOST_CSP } from "../../app/shared/csp";

let server: ImageServer;
const dirs: string[] = [];
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

function cacheDir(): string {
  const d = mkdtempSync(join(tmpdir(), "moxen-images-"));
  dirs.push(d);
  return join(d, "card-images");
}

/** Real printings from the card data: each one's art crop and normal image. */
function items(n: number): DownloadItem[] {
  const ids = loadCardData().cards.flatMap((c) => c.printings.map((p) => p.scryfallId)).slice(0, Math.ceil(n / 2));
  return ids.flatMap((id) => [{ id, kind: "normal" as const }, { id, kind: "art_crop" as const }]).slice(0, n);
}

function options(cacheRoot: string, extra: Partial<DownloaderOptions> = {}): DownloaderOptions {
  return {
    cacheRoot,
    base: imageBase(server.base, true),
    userAgent: "Moxen/test (card image download)",
    maxBytes: 64 * 1024,
    gapMs: 0,
    backoffFirstMs: 50,
    backoffMaxMs: 2_000,
    timeoutMs: 5_000,
    ...extra,
  };
}

interface Run {
  end: "done" | "cancelled";
  last: RunProgress;
  problems: { reason: string; retrying: boolean }[];
}

async function run(list: DownloadItem[], opts: DownloaderOptions, abortAfter?: number): Promise<Run> {
  const abort = new AbortController();
  let last: RunProgress | null = null;
  const problems: Run["problems"] = [];
  let ok = 0;
  const end = await runDownload(list, opts, {
    signal: abort.signal,
    onProgress: (p) => (last = p),
    onProblem: (reason, retrying) => problems.push({ reason, retrying }),
    onRequest: (_url, good) => {
      if (good && ++ok === abortAfter) abort.abort();
    },
  });
  return { end, last: last!, problems };
}

const cached = (root: string, list: DownloadItem[]) => list.filter((it) => findCached(root, it.kind, it.id, 64 * 1024)).length;

describe("Scryfall's guidelines", () => {
  test("requests start at least 100 ms apart (at most 10 a second) and name Moxen in the User-Agent", async () => {
    const list = items(12);
    const root = cacheDir();
    const r = await run(list, options(root, { gapMs: 100 }));
    assert.equal(r.end, "done");
    assert.equal(server.requests.length, 12);
    const gaps = server.requests.slice(1).map((q, i) => q.at - server.requests[i]!.at);
    assert.ok(Math.min(...gaps) >= 95, `request gaps ${gaps.join(", ")} ms`);
    for (let i = 10; i < server.requests.length; i++) {
      assert.ok(server.requests[i]!.at - server.requests[i - 10]!.at >= 950, "no more than 10 requests in any second");
    }
    for (const q of server.requests) assert.match(q.userAgent, /^Moxen\//);
    assert.deepEqual(r.last, { ...r.last, done: 12, total: 12, failed: 0, fetched: 12, secondsLeft: 0 });
  });

  test("the URL is Scryfall's: /<kind>/front/<a>/<b>/<id>.jpg", () => {
    const id = "a69e2cf8-5ecb-485a-92a2-b4e0a7959f1f";
    assert.equal(imageUrl(imageBase("https://cards.scryfall.io"), "art_crop", id).href, `https://cards.scryfall.io/art_crop/front/a/6/${id}.jpg`);
    assert.throws(() => imageUrl(imageBase("https://cards.scryfall.io"), "normal", "../../etc/passwd"), /not a Scryfall id/);
  });

  test("a 429 with Retry-After backs the whole run off that long, says why, and asks again", async () => {
    const list = items(6);
    const root = cacheDir();
    let refused = 0;
    server.behave = ({ n }, res) => {
      if (n !== 3) return false;
      refused++;
      res.writeHead(429, { "Retry-After": "1", "Content-Type": "application/json" });
      res.end("{}");
      return true;
    };
    const r = await run(list, options(root));
    assert.equal(r.end, "done");
    assert.equal(refused, 1);
    assert.equal(cached(root, list), 6);
    const [third, fourth] = [server.requests[2]!, server.requests[3]!];
    assert.equal(third.status, 429);
    assert.equal(fourth.id, third.id, "the refused image is asked again");
    assert.equal(fourth.kind, third.kind);
    assert.ok(fourth.at - third.at >= 950, `waited ${fourth.at - third.at} ms after Retry-After: 1`);
    assert.deepEqual(r.problems.map((p) => p.retrying), [true]);
    assert.match(r.problems[0]!.reason, /429/);
  });

  test("without Retry-After the delay doubles after each 429 or network failure, then resets", async () => {
    const list = items(3);
    const root = cacheDir();
    server.behave = ({ n }, res) => {
      if (n > 3) return false;
      res.writeHead(n === 3 ? 503 : 429);
      res.end();
      return true;
    };
    const r = await run(list, options(root, { backoffFirstMs: 200 }));
    assert.equal(r.end, "done");
    const t = server.requests.map((q) => q.at);
    assert.ok(t[1]! - t[0]! >= 190, `first back-off ${t[1]! - t[0]!} ms`);
    assert.ok(t[2]! - t[1]! >= 390, `second back-off ${t[2]! - t[1]!} ms`);
    assert.ok(t[3]! - t[2]! >= 790, `third back-off ${t[3]! - t[2]!} ms`);
    assert.ok(t[4]! - t[3]! < 190, "after a success, no delay");
    assert.equal(r.problems.length, 3);
    assert.equal(cached(root, list), 3);
  });

  test("Retry-After reads seconds or an HTTP date", () => {
    assert.equal(retryAfterMs("3"), 3000);
    assert.equal(retryAfterMs(new Date(10_000).toUTCString(), 4_000), 6000);
    assert.equal(retryAfterMs("soon"), undefined);
    assert.equal(retryAfterMs(undefined), undefined);
  });

  test("no network: the run backs off and keeps trying; cancel ends it at once", async () => {
    const dead = await startImageServer();
    const base = dead.base;
    await dead.close(); // nothing listens there any more
    const root = cacheDir();
    const abort = new AbortController();
    const problems: string[] = [];
    const started = Date.now();
    const ended = runDownload(items(2), { ...options(root), base: imageBase(base, true), backoffFirstMs: 100 }, {
      signal: abort.signal,
      onProgress: () => {},
      onProblem: (reason, retrying) => (assert.ok(retrying), problems.push(reason)),
    });
    await new Promise((r) => setTimeout(r, 600));
    abort.abort();
    assert.equal(await ended, "cancelled");
    assert.ok(Date.now() - started < 1500);
    assert.ok(problems.length >= 2 && problems.length <= 4, `retried ${problems.length} times in 600 ms with 100, 200, 400 ms back-off`);
    assert.match(problems[0]!, /cannot reach 127\.0\.0\.1/);
  });
});

describe("resume and corrupt files", () => {
  test("a run stopped midway keeps what arrived; the next run fetches only the missing images", async () => {
    const list = items(10);
    const root = cacheDir();
    const first = await run(list, options(root), 4);
    assert.equal(first.end, "cancelled");
    const had = cached(root, list);
    assert.ok(had >= 4 && had <= 5, `${had} images kept`);
    const firstIds = new Set(server.requests.filter((q) => q.status === 200).map((q) => `${q.kind}/${q.id}`));
    // A killed process may leave a temporary file: it is cleared, never taken for an image.
    const part = `${imagePath(root, list[9]!.kind, list[9]!.id, "png")}.part-999-abcd`;
    mkdirSync(join(root, list[9]!.kind), { recursive: true });
    writeFileSync(part, solidPng(4, 4, [1, 2, 3]).subarray(0, 20));
    server.requests.length = 0;
    const second = await run(list, options(root));
    assert.equal(second.end, "done");
    assert.equal(server.requests.length, 10 - had, "only the missing ones are asked for");
    for (const q of server.requests) assert.ok(!firstIds.has(`${q.kind}/${q.id}`), `${q.kind}/${q.id} fetched twice`);
    assert.equal(cached(root, list), 10);
    assert.equal(existsSync(part), false);
    assert.deepEqual(readdirSync(join(root, "normal")).filter((n) => !n.endsWith(".png")), []);
    server.requests.length = 0;
    const third = await run(list, options(root));
    assert.equal(third.end, "done");
    assert.equal(server.requests.length, 0, "all there: nothing fetched");
    assert.equal(third.last.done, 10);
  });

  test("a process killed (SIGKILL) midway: the next run fetches only what is missing", async () => {
    const list = items(16);
    const root = cacheDir();
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "fixtures", "download-child.ts"), server.base, root, "16"], { stdio: ["ignore", "pipe", "inherit"] });
    let oks = 0;
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (d: Buffer) => {
        oks += (d.toString().match(/ok/g) ?? []).length;
        if (oks >= 5 && !child.killed) child.kill("SIGKILL");
      });
      child.on("exit", () => resolve());
      child.on("error", reject);
    });
    const had = cached(root, list);
    // "ok" is printed as an image arrives, just before it is stored: the kill may land between the two.
    assert.ok(had >= 4 && had < 16, `${had} images survived the kill`);
    const kept = new Set(list.filter((it) => findCached(root, it.kind, it.id, 64 * 1024)).map((it) => `${it.kind}/${it.id}`));
    server.requests.length = 0;
    const r = await run(list, options(root));
    assert.equal(r.end, "done");
    assert.equal(server.requests.length, 16 - had, "only the missing images are asked for");
    for (const q of server.requests) assert.ok(!kept.has(`${q.kind}/${q.id}`), `${q.kind}/${q.id} was kept and fetched again`);
    assert.equal(cached(root, list), 16);
    for (const kind of ["normal", "art_crop"]) assert.deepEqual(readdirSync(join(root, kind)).filter((n) => n.includes(".part-")), []);
  });

  test("a truncated, a corrupt-ended and a garbage file are found and fetched again", async () => {
    const list = items(6);
    const root = cacheDir();
    await run(list, options(root));
    const path = (i: number) => imagePath(root, list[i]!.kind, list[i]!.id, "png");
    truncateSync(path(0), 40);
    const whole = readFileSync(path(1));
    writeFileSync(path(1), Buffer.concat([whole.subarray(0, -12), Buffer.alloc(12)]));
    writeFileSync(path(2), "<html>not an image</html>".repeat(10));
    for (const i of [0, 1, 2]) assert.equal(fileIsWhole(path(i), "png", 64 * 1024), false);
    server.requests.length = 0;
    await run(list, options(root));
    assert.deepEqual(server.requests.map((q) => `${q.kind}/${q.id}`).sort(), [0, 1, 2].map((i) => `${list[i]!.kind}/${list[i]!.id}`).sort());
    for (const i of [0, 1, 2]) assert.equal(fileIsWhole(path(i), "png", 64 * 1024), true);
  });

  test("cancel during a slow answer: the run ends at once and leaves no file for that image", async () => {
    const list = items(3);
    const root = cacheDir();
    server.behave = ({ n }, res) => {
      if (n !== 2) return false;
      res.writeHead(200, { "Content-Type": "image/png" });
      res.write(solidPng(8, 8, [9, 9, 9]).subarray(0, 30)); // half an image, then silence
      return true;
    };
    const abort = new AbortController();
    const started = Date.now();
    const ended = runDownload(list, options(root), { signal: abort.signal, onProgress: () => {}, onProblem: () => {} });
    while (server.requests.length < 2) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    abort.abort();
    assert.equal(await ended, "cancelled");
    assert.ok(Date.now() - started < 2000);
    assert.equal(cached(root, list), 1);
    assert.equal(existsSync(imagePath(root, list[1]!.kind, list[1]!.id, "png")), false);
    const dir = join(root, list[1]!.kind);
    assert.deepEqual(existsSync(dir) ? readdirSync(dir).filter((n) => n.includes(".part-")) : [], []);
  });
});

describe("refusals", () => {
  test("only Scryfall's image host over HTTPS; 127.0.0.1 over http only behind the test switch", () => {
    assert.equal(imageBase("https://cards.scryfall.io").host, "cards.scryfall.io");
    for (const bad of [
      "http://cards.scryfall.io",
      "https://cards.scryfall.io.evil.example",
      "https://evil.example",
      "https://api.scryfall.com",
      "https://cards.scryfall.io:8443",
      "https://user:pw@cards.scryfall.io",
      "ftp://cards.scryfall.io",
      "http://127.0.0.1:8080",
      "not a url",
    ]) assert.throws(() => imageBase(bad), /HTTPS only|not one of Scryfall's image hosts|not an address|credentials/, bad);
    assert.equal(imageBase("http://127.0.0.1:8080", true).port, "8080");
    assert.throws(() => imageBase("http://localhost:8080", true), /HTTPS only/);
    assert.throws(() => imageBase("http://10.0.0.1:8080", true), /HTTPS only/);
  });

  test("the page never loads images from the network: the CSP allows no remote image host", () => {
    // The host downloads; the renderer gets data: URLs through the contract (images.get).
    for (const csp of [ELECTRON_CSP, WEB_HOST_CSP]) {
      assert.equal(csp.split("; ").find((d) => d.startsWith("img-src")), "img-src 'self' data: blob:");
      assert.doesNotMatch(csp, /scryfall|https:/);
    }
  });

  const refusals: [string, (res: import("node:http").ServerResponse) => void, RegExp][] = [
    ["a web page instead of an image", (res) => (res.writeHead(200, { "Content-Type": "text/html" }), res.end("<html></html>")), /text\/html, not a JPEG or PNG/],
    ["no content type", (res) => (res.writeHead(200), res.end(solidPng(4, 4, [0, 0, 0]))), /no content type/],
    ["an SVG", (res) => (res.writeHead(200, { "Content-Type": "image/svg+xml" }), res.end("<svg/>")), /image\/svg\+xml/],
    ["a PNG label on other bytes", (res) => (res.writeHead(200, { "Content-Type": "image/png" }), res.end("<script>alert(1)</script>".repeat(10))), /not the image\/png it announced/],
    ["a Content-Length over the limit", (res) => (res.writeHead(200, { "Content-Type": "image/png", "Content-Length": 100_000 }), res.end()), /more than the 65536/],
    ["a chunked body over the limit", (res) => {
      res.writeHead(200, { "Content-Type": "image/png" });
      res.end(Buffer.concat([solidPng(4, 4, [0, 0, 0]).subarray(0, 33), Buffer.alloc(80_000)]));
    }, /more than the 65536/],
    ["a redirect", (res) => (res.writeHead(302, { Location: "https://evil.example/x.jpg" }), res.end()), /HTTP 302 \(redirects are not followed\)/],
    ["not found", (res) => (res.writeHead(404), res.end()), /HTTP 404/],
  ];
  for (const [what, answer, reason] of refusals) {
    test(`${what} is refused: nothing stored, the image counted as failed, the run goes on`, async () => {
      const list = items(2);
      const root = cacheDir();
      server.behave = ({ n }, res) => (n === 1 ? (answer(res), true) : false);
      const r = await run(list, options(root));
      assert.equal(r.end, "done");
      assert.equal(server.requests.length, 2, "asked once, not retried");
      assert.deepEqual(r.problems.map((p) => p.retrying), [false]);
      assert.match(r.problems[0]!.reason, reason);
      assert.equal(r.last.failed, 1);
      assert.equal(r.last.done, 1);
      assert.equal(findCached(root, list[0]!.kind, list[0]!.id, 64 * 1024), null);
      assert.equal(existsSync(join(root, list[0]!.kind)) ? readdirSync(join(root, list[0]!.kind)).length : 0, 0);
    });
  }
});
