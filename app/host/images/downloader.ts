/**
 * Downloads the images that are missing from the cache, one request at a time through a
 * rate limiter: each request starts at least `gapMs` after the previous one ended (100 ms:
 * fewer than 10 a second, with the delay between requests Scryfall's guidelines ask for). A 429, a 5xx or a network error backs the whole run off
 * (Retry-After when the server sends one, else a doubling delay up to `backoffMaxMs`) and
 * the same image is asked again later; the run never gives up while it is not cancelled.
 * Other refusals (404, a wrong content type, too large) skip that image for this run.
 *
 * Each image is kept in memory until whole and checked, written to a temporary file beside
 * its place and renamed over it, so a crash or a cancel leaves whole files only; the next run
 * checks the cache and asks only for what is missing or corrupt.
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { fetchImage, imageUrl, type FetchOutcome } from "./fetch";
import { findCached, imagePath, IMAGE_KINDS, type ImageKind } from "./files";

export interface DownloadItem {
  id: string;
  kind: ImageKind;
}

export interface DownloaderOptions {
  cacheRoot: string;
  base: URL;
  userAgent: string;
  maxBytes: number;
  /** Least time between the starts of two requests. */
  gapMs: number;
  backoffFirstMs: number;
  backoffMaxMs: number;
  timeoutMs: number;
}

export interface RunProgress {
  done: number;
  total: number;
  failed: number;
  /** Images fetched by this run (not found in the cache). */
  fetched: number;
  secondsLeft: number | null;
  /** Waiting after a failure until this time (ms since the epoch), or null. */
  waitingUntil: number | null;
}

export interface RunHooks {
  signal: AbortSignal;
  onProgress(p: RunProgress): void;
  /** A failure: `retrying` when the run backs off and asks again. */
  onProblem(reason: string, retrying: boolean): void;
  /** After each request, with its outcome (tests and logs). */
  onRequest?(url: URL, outcome: FetchOutcome["ok"]): void;
}

export type RunEnd = "done" | "cancelled";

/** Spaces request starts at least `gapMs` apart, and holds every start while paused. */
export class RateLimiter {
  private next = 0;
  private pausedUntil = 0;
  constructor(private readonly gapMs: number) {}

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + ms);
  }

  /** A request ended: the next starts no sooner than `gapMs` from now (a delay *between* requests). */
  ended(): void {
    this.next = Math.max(this.next, Date.now() + this.gapMs);
  }

  get resumesAt(): number | null {
    return this.pausedUntil > Date.now() ? this.pausedUntil : null;
  }

  /** Resolves when a request may start (false when cancelled first). */
  async wait(signal: AbortSignal): Promise<boolean> {
    for (;;) {
      if (signal.aborted) return false;
      const at = Math.max(this.next, this.pausedUntil);
      const now = Date.now();
      if (at <= now) {
        this.next = now + this.gapMs;
        return true;
      }
      if (!(await sleep(at - now, signal))) return false;
    }
  }
}

export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** Removes temporary files a killed run left behind. */
export function clearPartFiles(cacheRoot: string): void {
  for (const kind of IMAGE_KINDS) {
    let names: string[];
    try {
      names = readdirSync(join(cacheRoot, kind));
    } catch {
      continue;
    }
    for (const n of names) if (n.includes(".part-")) rmSync(join(cacheRoot, kind, n), { force: true });
  }
}

/**
 * The items not in the cache as whole files. The check reads two small pieces of each file; it
 * yields to the event loop every 200 files, so a full cache's check never holds the host up.
 */
export async function missingItems(cacheRoot: string, items: readonly DownloadItem[], maxBytes: number): Promise<DownloadItem[]> {
  const out: DownloadItem[] = [];
  for (let i = 0; i < items.length; i++) {
    if (i % 200 === 199) await new Promise((r) => setImmediate(r));
    const it = items[i]!;
    if (!findCached(cacheRoot, it.kind, it.id, maxBytes)) out.push(it);
  }
  return out;
}

/** Stores a checked image: a temporary file, then renamed into place (the other type's file removed). */
export function storeImage(cacheRoot: string, item: DownloadItem, body: Buffer, type: "jpg" | "png"): void {
  const path = imagePath(cacheRoot, item.kind, item.id, type);
  mkdirSync(join(cacheRoot, item.kind), { recursive: true });
  const tmp = `${path}.part-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    writeFileSync(tmp, body, { mode: 0o600 });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  const other = imagePath(cacheRoot, item.kind, item.id, type === "jpg" ? "png" : "jpg");
  rmSync(other, { force: true });
}

export async function runDownload(items: readonly DownloadItem[], opts: DownloaderOptions, hooks: RunHooks): Promise<RunEnd> {
  clearPartFiles(opts.cacheRoot);
  const missing = await missingItems(opts.cacheRoot, items, opts.maxBytes);
  if (hooks.signal.aborted) return "cancelled";
  const limiter = new RateLimiter(opts.gapMs);
  const started = Date.now();
  const p: RunProgress = { done: items.length - missing.length, total: items.length, failed: 0, fetched: 0, secondsLeft: null, waitingUntil: null };
  const report = () => {
    const rate = p.fetched > 0 ? (Date.now() - started) / p.fetched : Math.max(opts.gapMs, 1);
    const left = p.total - p.done - p.failed;
    p.secondsLeft = left === 0 ? 0 : Math.ceil((left * rate) / 1000);
    p.waitingUntil = limiter.resumesAt;
    hooks.onProgress({ ...p });
  };
  report();
  let failures = 0;
  for (const item of missing) {
    for (;;) {
      if (!(await limiter.wait(hooks.signal))) return "cancelled";
      const url = imageUrl(opts.base, item.kind, item.id);
      const outcome = await fetchImage(url, { base: opts.base, userAgent: opts.userAgent, maxBytes: opts.maxBytes, timeoutMs: opts.timeoutMs, signal: hooks.signal });
      limiter.ended();
      if (hooks.signal.aborted) return "cancelled";
      hooks.onRequest?.(url, outcome.ok);
      if (outcome.ok) {
        failures = 0;
        try {
          storeImage(opts.cacheRoot, item, outcome.body, outcome.type);
        } catch (e) {
          // The disk refused (full, read-only): nothing to gain by asking the server again now.
          hooks.onProblem(`cannot save card images in ${opts.cacheRoot}: ${(e as Error).message}`, false);
          return "cancelled";
        }
        p.done++;
        p.fetched++;
        break;
      }
      if (!outcome.retry) {
        p.failed++;
        hooks.onProblem(`${item.kind} image of ${item.id}: ${outcome.reason}`, false);
        break;
      }
      failures++;
      // Retry-After is honoured (up to an hour); without it the delay doubles up to backoffMaxMs.
      const delay = outcome.retryAfterMs !== undefined ? Math.min(outcome.retryAfterMs, 3_600_000) : Math.min(opts.backoffMaxMs, opts.backoffFirstMs * 2 ** (failures - 1));
      limiter.pause(Math.max(delay, opts.gapMs));
      hooks.onProblem(outcome.reason, true);
      report();
    }
    report();
  }
  report();
  return "done";
}
