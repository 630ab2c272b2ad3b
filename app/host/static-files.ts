/**
 * Maps a request path to a file of the built renderer, for the web host and Electron's
 * moxen:// protocol alike. Anything that would leave the folder is refused, by its path or,
 * through a symlink, by its real path.
 */
import { existsSync, realpathSync, statSync } from "node:fs";
import { extname, isAbsolute, join, normalize, relative, sep } from "node:path";

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
  // A symlink inside the folder may point anywhere, so the file's
  // real path must lie inside the folder's real path, and it must be a regular file.
  try {
    if (!existsSync(file)) return null;
    const realRoot = realpathSync(root);
    const real = realpathSync(file);
    const inside = relative(realRoot, real);
    if (!inside || inside.startsWith("..") || isAbsolute(inside)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}
