/**
 * One image request to Scryfall's image server, with every check the cache relies on:
 * only an allow-listed host over HTTPS (plain http to 127.0.0.1 only behind the test-only
 * `allowLocalHttp` switch), no redirects followed, a descriptive User-Agent, only
 * image/jpeg or image/png whose bytes agree, at most `maxBytes` (refused from the
 * Content-Length, or as soon as the body passes it), a time limit, and cancellation.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { checkId, isWhole, sniff, type ImageKind, type ImageType } from "./files";

/** Scryfall's image hosts (https://scryfall.com/docs/api/images): the only ones ever asked. */
export const IMAGE_HOSTS: readonly string[] = ["cards.scryfall.io"];
export const DEFAULT_BASE = "https://cards.scryfall.io";

export interface FetchOptions {
  base: URL;
  userAgent: string;
  maxBytes: number;
  timeoutMs: number;
  signal: AbortSignal;
}

export type FetchOutcome =
  | { ok: true; body: Buffer; type: ImageType }
  /** `retry`: worth asking again later (429, 5xx, network); otherwise this image is skipped. */
  | { ok: false; retry: boolean; retryAfterMs?: number; reason: string };

/**
 * The checked base address of the image server. HTTPS and an allow-listed host; with
 * `allowLocalHttp` (tests only) also http(s)://127.0.0.1:<port>.
 */
export function imageBase(base: string, allowLocalHttp = false): URL {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`not an address: ${JSON.stringify(base).slice(0, 80)}`);
  }
  if (url.username || url.password || url.search || url.hash) throw new Error(`${url.origin}: an image base has no credentials, query or fragment`);
  const local = allowLocalHttp && url.hostname === "127.0.0.1" && (url.protocol === "http:" || url.protocol === "https:");
  if (!local) {
    if (url.protocol !== "https:") throw new Error(`${url.origin}: card images are fetched over HTTPS only`);
    if (!IMAGE_HOSTS.includes(url.hostname) || url.port !== "") throw new Error(`${url.host} is not one of Scryfall's image hosts (${IMAGE_HOSTS.join(", ")})`);
  }
  return url;
}

/** https://cards.scryfall.io/<kind>/front/<a>/<b>/<id>.jpg: Scryfall's path for a printing's image. */
export function imageUrl(base: URL, kind: ImageKind, id: string): URL {
  checkId(id);
  const prefix = base.pathname.replace(/\/+$/, "");
  return new URL(`${prefix}/${kind}/front/${id[0]}/${id[1]}/${id}.jpg`, base);
}

const CONTENT_TYPES: Record<string, ImageType> = { "image/jpeg": "jpg", "image/png": "png" };

/** Retry-After as milliseconds: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function fetchImage(url: URL, opts: FetchOptions): Promise<FetchOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (o: FetchOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      opts.signal.removeEventListener("abort", onAbort);
      resolve(o);
    };
    const get = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = get(url, {
      method: "GET",
      headers: { "User-Agent": opts.userAgent, Accept: "image/jpeg, image/png" },
    });
    const onAbort = () => {
      req.destroy();
      finish({ ok: false, retry: false, reason: "cancelled" });
    };
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, retry: true, reason: `no answer from ${url.host} within ${Math.round(opts.timeoutMs / 1000)} s` });
    }, opts.timeoutMs);
    if (opts.signal.aborted) return onAbort();
    opts.signal.addEventListener("abort", onAbort, { once: true });
    req.on("error", (e: NodeJS.ErrnoException) => finish({ ok: false, retry: true, reason: `cannot reach ${url.host} (${e.code ?? e.message})` }));
    req.on("response", (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const refuse = (o: FetchOutcome) => {
        res.resume();
        req.destroy();
        finish(o);
      };
      if (status === 429) return refuse({ ok: false, retry: true, retryAfterMs: retryAfterMs(res.headers["retry-after"]), reason: `${url.host} asks to slow down (HTTP 429)` });
      if (status >= 500) return refuse({ ok: false, retry: true, retryAfterMs: retryAfterMs(res.headers["retry-after"]), reason: `${url.host} answered HTTP ${status}` });
      if (status !== 200) return refuse({ ok: false, retry: false, reason: `${url.host} answered HTTP ${status}${status >= 300 && status < 400 ? " (redirects are not followed)" : ""}` });
      const mime = String(res.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      const type = CONTENT_TYPES[mime];
      if (!type) return refuse({ ok: false, retry: false, reason: `${url.host} sent ${mime || "no content type"}, not a JPEG or PNG image` });
      const length = Number(res.headers["content-length"] ?? NaN);
      if (length > opts.maxBytes) return refuse({ ok: false, retry: false, reason: `the image is ${length} bytes, more than the ${opts.maxBytes} allowed` });
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) return refuse({ ok: false, retry: false, reason: `the image is more than the ${opts.maxBytes} bytes allowed` });
        chunks.push(chunk);
      });
      res.on("error", () => finish({ ok: false, retry: true, reason: `the connection to ${url.host} broke off` }));
      res.on("aborted", () => finish({ ok: false, retry: true, reason: `the connection to ${url.host} broke off` }));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (!Number.isNaN(length) && body.length !== length) return finish({ ok: false, retry: true, reason: `the image from ${url.host} arrived incomplete` });
        if (sniff(body) !== type) return finish({ ok: false, retry: false, reason: `${url.host} sent something that is not the ${mime} it announced` });
        if (!isWhole(body, type)) return finish({ ok: false, retry: true, reason: `the image from ${url.host} arrived incomplete or corrupt` });
        finish({ ok: true, body, type });
      });
    });
    req.end();
  });
}
