/**
 * Handlers of the "images" contract group: the card-image download and the cache it fills
 * (see README.md beside this file). Nothing is fetched while the player has not turned
 * downloads on (settings `imageDownloads`). Turning them on starts a run; turning them off
 * cancels it; when they are on at start-up, a run resumes and fetches only what is missing.
 */
import { join } from "node:path";
import type { CardData } from "../../shared/contract/collection";
import type { ImageStatus } from "../../shared/contract/images";
import type { Settings } from "../../shared/contract/settings";
import type { HostContext, Service } from "../context";
import { HostError } from "../errors";
import type { GroupHandlers } from "../ipc/router";
import { readRegularFile } from "../safe-read";
import { runDownload, type DownloadItem, type DownloaderOptions } from "./downloader";
import { DEFAULT_BASE, imageBase } from "./fetch";
import { CACHE_DIR, findCached, type ImageKind } from "./files";

/** Scryfall's large JPEGs are under 1 MB; anything much bigger is not a card image. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export interface ImageServiceOptions {
  /** The image server; defaults to https://cards.scryfall.io. */
  base?: string;
  /**
   * TEST ONLY: also accept http://127.0.0.1:<port> as `base`, for the local server the tests run
   * (this machine cannot reach Scryfall). Never set by the app.
   */
  allowLocalHttp?: boolean;
  gapMs?: number;
  backoffFirstMs?: number;
  backoffMaxMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /** Least time between two progress events. */
  progressEveryMs?: number;
  /** Every request made (tests count them). */
  onRequest?: (url: URL, ok: boolean) => void;
}

export interface ImageServiceDeps {
  settings: () => Settings;
  cards: () => readonly CardData[];
  options?: ImageServiceOptions;
}

export interface ImageService extends Service<GroupHandlers<"images">> {
  status(): ImageStatus;
  /** Resolves when the current run (if any) has ended. */
  idle(): Promise<void>;
}

/** Each printing's whole-card image (in the chosen size) and its art crop. */
export function wantedItems(cards: readonly CardData[], size: Settings["imageSize"]): DownloadItem[] {
  const seen = new Set<string>();
  const items: DownloadItem[] = [];
  for (const card of cards) {
    for (const p of card.printings) {
      if (seen.has(p.scryfallId)) continue;
      seen.add(p.scryfallId);
      items.push({ id: p.scryfallId, kind: size }, { id: p.scryfallId, kind: "art_crop" });
    }
  }
  return items;
}

export function createImageService(ctx: HostContext, deps: ImageServiceDeps): ImageService {
  const o = deps.options ?? {};
  const cacheRoot = join(ctx.dataDir, CACHE_DIR);
  const maxBytes = o.maxBytes ?? MAX_IMAGE_BYTES;
  const base = imageBase(o.base ?? DEFAULT_BASE, o.allowLocalHttp === true);
  const opts: DownloaderOptions = {
    cacheRoot,
    base,
    // Scryfall asks for a User-Agent that names the application.
    userAgent: `Moxen/${ctx.version} (card image download; desktop app for classic Magic)`,
    maxBytes,
    gapMs: o.gapMs ?? 100,
    backoffFirstMs: o.backoffFirstMs ?? 2_000,
    backoffMaxMs: o.backoffMaxMs ?? 5 * 60_000,
    timeoutMs: o.timeoutMs ?? 30_000,
  };
  const progressEveryMs = o.progressEveryMs ?? 250;

  let status: ImageStatus = { state: deps.settings().imageDownloads ? "idle" : "off", done: 0, total: 0, failed: 0, secondsLeft: null, problem: null, retryAt: null };
  let run: { abort: AbortController; finished: Promise<void> } | null = null;
  let lastEmit = 0;
  let pendingEmit: NodeJS.Timeout | null = null;
  let closed = false;

  const emit = (force = false) => {
    const send = () => {
      pendingEmit = null;
      lastEmit = Date.now();
      ctx.events.emit("images.progress", { ...status });
    };
    if (force || Date.now() - lastEmit >= progressEveryMs) {
      if (pendingEmit) clearTimeout(pendingEmit);
      send();
    } else pendingEmit ??= setTimeout(send, progressEveryMs - (Date.now() - lastEmit));
  };

  function start(): ImageStatus {
    if (closed) throw new HostError("closed", "The host is shutting down");
    const s = deps.settings();
    if (!s.imageDownloads) throw new HostError("not_allowed", "Card image downloads are off: turn them on in Settings → Cards first");
    if (run) return status;
    const items = wantedItems(deps.cards(), s.imageSize);
    const abort = new AbortController();
    status = { state: "running", done: 0, total: items.length, failed: 0, secondsLeft: null, problem: null, retryAt: null };
    let told = false;
    let fetched = 0;
    const finished = runDownload(items, opts, {
      signal: abort.signal,
      onRequest: o.onRequest,
      onProgress: (p) => {
        // Images arrive again: the last problem no longer holds.
        const problem = p.fetched > fetched ? null : status.problem;
        fetched = p.fetched;
        status = { ...status, done: p.done, total: p.total, failed: p.failed, secondsLeft: p.secondsLeft, retryAt: p.waitingUntil, state: p.waitingUntil ? "waiting" : "running", problem };
        emit();
      },
      onProblem: (reason, retrying) => {
        status = { ...status, problem: reason, state: retrying ? "waiting" : status.state };
        // The reason is told once per run (a notice); the status keeps it for the Settings page.
        if (!told) {
          told = true;
          ctx.events.emit("app.notice", { level: "warning", message: `Card images: ${reason}${retrying ? ". Moxen will try again later; the drawn cards stay meanwhile." : "."}` });
        }
        emit(true);
      },
    }).then(
      (end) => {
        status = { ...status, state: end === "done" ? "done" : deps.settings().imageDownloads ? "cancelled" : "off", retryAt: null, secondsLeft: end === "done" ? 0 : null };
      },
      (e: unknown) => {
        status = { ...status, state: "cancelled", problem: `the download stopped: ${(e as Error).message}`, retryAt: null };
      },
    ).finally(() => {
      run = null;
      emit(true);
    });
    run = { abort, finished };
    emit(true);
    return status;
  }

  function cancel(): ImageStatus {
    run?.abort.abort();
    return status;
  }

  // Turning downloads on starts a run; off cancels it; a new size starts over for the missing ones.
  let was = deps.settings();
  const unsubscribe = ctx.events.subscribe((name, payload) => {
    if (name !== "settings.changed" || closed) return;
    const now = payload as Settings;
    const before = was;
    was = now;
    if (!now.imageDownloads) {
      if (before.imageDownloads) {
        run?.abort.abort();
        if (!run) status = { ...status, state: "off" };
        else void run.finished.then(() => (status = { ...status, state: "off" }, emit(true)));
      }
      return;
    }
    if (!before.imageDownloads) start();
    else if (before.imageSize !== now.imageSize) {
      // Another size: a new run for the images of that size (the art crops are there already).
      const old = run;
      if (!old) start();
      else {
        old.abort.abort();
        void old.finished.then(() => !closed && deps.settings().imageDownloads && !run && start());
      }
    }
  });
  if (deps.settings().imageDownloads) queueMicrotask(() => !closed && start());

  function image(id: string, kinds: ImageKind[]): string | null {
    for (const kind of kinds) {
      const found = findCached(cacheRoot, kind, id, maxBytes);
      if (!found) continue;
      try {
        const buf = readRegularFile(found.path, maxBytes);
        return `data:${found.type === "png" ? "image/png" : "image/jpeg"};base64,${buf.toString("base64")}`;
      } catch {
        continue;
      }
    }
    return null;
  }

  return {
    status: () => status,
    idle: async () => {
      while (run) await run.finished;
    },
    handlers: {
      "images.status": () => status,
      "images.start": () => start(),
      "images.cancel": () => cancel(),
      "images.get": ({ scryfallId, kind }) => {
        const size = deps.settings().imageSize;
        const kinds: ImageKind[] = kind === "art" ? ["art_crop"] : size === "large" ? ["large", "normal"] : ["normal", "large"];
        return { dataUrl: image(scryfallId, kinds) };
      },
    },
    async close() {
      closed = true;
      unsubscribe();
      if (pendingEmit) clearTimeout(pendingEmit);
      run?.abort.abort();
      while (run) await run.finished;
    },
  };
}
