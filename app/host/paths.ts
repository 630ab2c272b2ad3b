/** Where Moxen keeps its files, and where the program itself is installed. */
import { chmodSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface DataDirOptions {
  /** From `--data-dir`; wins over everything. */
  flag?: string;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  home?: string;
}

/** `--data-dir`, then MOXEN_DATA_DIR, then the platform's usual place for app data. */
export function resolveDataDir(opts: DataDirOptions = {}): string {
  const env = opts.env ?? process.env;
  if (opts.flag) return resolve(opts.flag);
  if (env.MOXEN_DATA_DIR) return resolve(env.MOXEN_DATA_DIR);
  return defaultDataDir(opts.platform ?? process.platform, env, opts.home ?? homedir());
}

export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  switch (platform) {
    case "win32":
      return join(env.APPDATA || join(home, "AppData", "Roaming"), "Moxen");
    case "darwin":
      return join(home, "Library", "Application Support", "Moxen");
    default:
      // XDG base directory spec: XDG_DATA_HOME must be absolute to count.
      return join(env.XDG_DATA_HOME?.startsWith("/") ? env.XDG_DATA_HOME : join(home, ".local", "share"), "moxen");
  }
}

let cachedRoot: string | undefined;

/**
 * The folder holding Moxen's package.json (and resources/, dist/). Found by walking up
 * from this module, so it works from sources (tsx), from dist bundles, and inside an asar.
 */
export function appRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "moxen") return (cachedRoot = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error("Cannot find Moxen's package.json above " + fileURLToPath(import.meta.url));
    dir = up;
  }
}

export function appVersion(root = appRoot()): string {
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version as string;
}

/** The built renderer (Vite output) served by the web host and Electron's protocol handler. */
export const rendererDist = (root = appRoot()) => join(root, "dist", "renderer");
export const resourcesDir = (root = appRoot()) => join(root, "resources");

/** Owner-only modes for the data folder and the files in it (collection, match logs, keys). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` if needed and makes it readable by its owner only: the data folder holds the
 * match logs and the identity key, which other users of the machine have no business reading.
 * An existing folder is tightened too (folders made by older versions were 0755). Windows has
 * no such modes; its per-user profile folder does the job there.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (process.platform !== "win32") chmodSync(dir, PRIVATE_DIR_MODE);
}
