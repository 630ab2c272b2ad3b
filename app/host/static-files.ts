/**
 * Maps a request path to a file of the built renderer, for the web host and Electron's
 * moxen:// protocol alike. Anything that would leave the folder is refused.
 */
import { existsSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
  ".txt": "text/plain; charset=utf-8",
};

export const contentType = (file: string) => TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";

/**
 * The file for URL path `pathname` inside `root`, or null. "/" is index.html. Paths
 * without an extension also get index.html, so a reload on an in-app route still works.
 */
export function resolveStaticFile(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const rel = normalize(decoded).replace(/^([/\\])+/, "");
  if (rel.split(/[/\\]/).includes("..")) return null;
  let file = join(root, rel);
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep) && file !== root) return null;
  if (rel === "" || rel === "." || !extname(rel)) file = join(root, "index.html");
  try {
    return existsSync(file) && statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}
