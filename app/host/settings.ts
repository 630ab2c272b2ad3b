/**
 * Handlers of the "settings" contract group: preferences in `<data folder>/settings.json`,
 * and card images from the folder the player chose.
 *
 * The file is written whole to a temporary file and renamed over the old one, so a crash
 * leaves the old or the new settings, never half of each. A file that does not read (hand
 * edited, from a newer version) falls back field by field to the defaults.
 *
 * Card images: only files found by listing the chosen folder (and its set sub-folders) are
 * ever opened — a requested name is matched against that list, never joined into a path —
 * and each must resolve inside the folder (no symlink out), be a regular file (never a FIFO),
 * be at most MAX_IMAGE_BYTES, and start like a JPEG, PNG or WebP of a plausible size.
 */
import { existsSync, readFileSync, readdirSync, realpathSync, renameSync, statSync, writeFileSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import {
  DEFAULT_SETTINGS,
  KEY_ACTIONS,
  MAX_SHOWN_PRINTINGS,
  settingsPatchSchema,
  type CardImage,
  type Settings,
} from "../shared/contract/settings";
import { validate, type Infer } from "../shared/validate";
import type { HostContext, Service } from "./context";
import { HostError } from "./errors";
import { readRegularFile } from "./safe-read";
import { loadCardData } from "./collection/card-data";
import { resourcesDir } from "./paths";
import type { GroupHandlers } from "./ipc/router";

export const SETTINGS_FILE = "settings.json";
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Files listed from the image folder at most (a guard against pointing it at a disk root). */
export const MAX_INDEXED_FILES = 50_000;
const IMAGE_EXT = /\.(jpe?g|png|webp)$/i;
const INDEX_TTL_MS = 10_000;

type Patch = Infer<typeof settingsPatchSchema>;

export interface SettingsService extends Service<GroupHandlers<"settings">> {
  current(): Settings;
}

export function createSettingsService(ctx: HostContext): SettingsService {
  const file = join(ctx.dataDir, SETTINGS_FILE);
  let settings = load(file);
  let index: { folder: string; root: string; files: Map<string, string>; at: number } | null = null;

  function save(next: Settings) {
    const tmp = `${file}.tmp-${process.pid}`;
    writeFileSync(tmp, JSON.stringify(next, null, 2) + "\n", { mode: 0o600 });
    renameSync(tmp, file);
    settings = next;
    index = null;
    ctx.events.emit("settings.changed", next);
  }

  function imageIndex(folder: string) {
    if (index && index.folder === folder && Date.now() - index.at < INDEX_TTL_MS) return index;
    let root: string;
    try {
      root = realpathSync(folder);
    } catch {
      throw new HostError("not_found", `The card-image folder ${folder} is not there any more`);
    }
    index = { folder, root, files: listImages(root), at: Date.now() };
    return index;
  }

  return {
    current: () => settings,
    handlers: {
      "settings.get": () => settings,
      "settings.set": (patch) => {
        const next = applyPatch(settings, patch);
        save(next);
        return next;
      },
      "settings.cardImage": ({ name, set, number }) => {
        const folder = settings.cardImageFolder;
        if (!folder) return { dataUrl: null, file: null };
        const idx = imageIndex(folder);
        for (const key of candidateKeys(name, set, number)) {
          const rel = idx.files.get(key);
          if (!rel) continue;
          const image = readImage(idx.root, rel);
          if (image) return image;
        }
        return { dataUrl: null, file: null };
      },
    },
  };
}

/** The settings in the file, each field checked on its own; defaults for what is missing or bad. */
export function load(file: string): Settings {
  if (!existsSync(file)) return structuredClone(DEFAULT_SETTINGS);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return structuredClone(DEFAULT_SETTINGS);
  }
  const out = structuredClone(DEFAULT_SETTINGS);
  if (!raw || typeof raw !== "object") return out;
  const r = raw as Record<string, unknown>;
  const one = <K extends keyof Patch>(k: K) => {
    const checked = validate(settingsPatchSchema, { [k]: r[k] }, "settings.json");
    return checked.ok ? checked.value[k] : undefined;
  };
  const folder = one("cardImageFolder");
  if (folder !== undefined && (folder === null || isAbsolute(folder))) out.cardImageFolder = folder;
  out.iceServers = one("iceServers") ?? out.iceServers;
  out.manaBurn = one("manaBurn") ?? out.manaBurn;
  out.dexterity = one("dexterity") ?? out.dexterity;
  out.animationSpeed = one("animationSpeed") ?? out.animationSpeed;
  out.logDetail = one("logDetail") ?? out.logDetail;
  out.sound = one("sound") ?? out.sound;
  out.imageDownloads = one("imageDownloads") ?? out.imageDownloads;
  out.imageSize = one("imageSize") ?? out.imageSize;
  out.cardView = one("cardView") ?? out.cardView;
  const shown = one("shownPrintings");
  if (shown) for (const [code, id] of Object.entries(shown)) if (id) out.shownPrintings[code] = id;
  const keys = one("keyBindings");
  if (keys) {
    const merged = { ...out.keyBindings, ...keys };
    if (!duplicateKey(merged)) out.keyBindings = merged;
  }
  return out;
}

export function applyPatch(cur: Settings, patch: Patch): Settings {
  const next: Settings = structuredClone(cur);
  if (patch.cardImageFolder !== undefined) {
    const f = patch.cardImageFolder === null ? null : patch.cardImageFolder.trim();
    if (f !== null) {
      if (!isAbsolute(f)) throw new HostError("bad_argument", `The card-image folder must be a full path, not ${JSON.stringify(f)}`);
      let st;
      try {
        st = statSync(f);
      } catch {
        throw new HostError("not_found", `There is no folder ${f}`);
      }
      if (!st.isDirectory()) throw new HostError("bad_argument", `${f} is a file, not a folder`);
    }
    next.cardImageFolder = f;
  }
  if (patch.iceServers !== undefined) next.iceServers = patch.iceServers.map((s) => ({ ...s }));
  if (patch.manaBurn !== undefined) next.manaBurn = patch.manaBurn;
  if (patch.dexterity !== undefined) next.dexterity = patch.dexterity;
  if (patch.animationSpeed !== undefined) next.animationSpeed = patch.animationSpeed;
  if (patch.logDetail !== undefined) next.logDetail = patch.logDetail;
  if (patch.sound !== undefined) next.sound = patch.sound;
  if (patch.imageDownloads !== undefined) next.imageDownloads = patch.imageDownloads;
  if (patch.imageSize !== undefined) next.imageSize = patch.imageSize;
  if (patch.cardView !== undefined) next.cardView = patch.cardView;
  if (patch.shownPrintings !== undefined) {
    const { byCode } = loadCardData(resourcesDir());
    for (const [code, id] of Object.entries(patch.shownPrintings)) {
      const card = byCode.get(code);
      if (!card) throw new HostError("not_found", `There is no card ${code}`);
      if (id === null) delete next.shownPrintings[code];
      else if (!card.printings.some((p) => p.scryfallId === id)) throw new HostError("bad_argument", `${id} is not a printing of ${card.name}`);
      else next.shownPrintings[code] = id;
    }
    if (Object.keys(next.shownPrintings).length > MAX_SHOWN_PRINTINGS) throw new HostError("bad_argument", `At most ${MAX_SHOWN_PRINTINGS} cards can have a chosen printing`);
  }
  if (patch.keyBindings !== undefined) {
    const merged = { ...next.keyBindings };
    for (const k of KEY_ACTIONS) if (patch.keyBindings[k] !== undefined) merged[k] = patch.keyBindings[k]!;
    const dup = duplicateKey(merged);
    if (dup) throw new HostError("bad_argument", `${dup[2]} is bound to both ${dup[0]} and ${dup[1]}`);
    next.keyBindings = merged;
  }
  return next;
}

function duplicateKey(keys: Settings["keyBindings"]): [string, string, string] | null {
  const seen = new Map<string, string>();
  for (const action of KEY_ACTIONS) {
    const k = keys[action].toLowerCase();
    const other = seen.get(k);
    if (other) return [other, action, keys[action]];
    seen.set(k, action);
  }
  return null;
}

/** Lowercased relative paths ("lea/161.jpg", "lightning bolt.jpg") → the real relative path. */
export function listImages(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (files.size >= MAX_INDEXED_FILES) return;
      if (e.name.startsWith(".")) continue;
      const full = join(dir, e.name);
      if (e.isDirectory() && depth < 1) visit(full, depth + 1);
      else if ((e.isFile() || e.isSymbolicLink()) && IMAGE_EXT.test(e.name)) {
        const rel = relative(root, full);
        files.set(rel.split(sep).join("/").toLowerCase(), rel);
      }
    }
  };
  visit(root, 0);
  return files;
}

/** File names a card's image may have: by set and number first (that printing), then by name. */
export function candidateKeys(name: string, set?: string, number?: string): string[] {
  const stems: string[] = [];
  if (set && number) {
    const s = set.toLowerCase();
    const n = number.toLowerCase();
    stems.push(`${s}/${n}`, `${s}/${n.padStart(3, "0")}`, `${s}_${n}`, `${s}-${n}`, `${s} ${n}`, `${s}${n}`);
  }
  // Names as files: characters no file system accepts are dropped; "Mons's Goblin Raiders".
  const fileName = name.replace(/[\\/:*?"<>|]/g, "").trim().toLowerCase();
  const ascii = fileName.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/æ/g, "ae");
  const names = [...new Set([fileName, ascii])];
  for (const n of names) {
    if (set) stems.push(`${set.toLowerCase()}/${n}`);
    stems.push(n, `${n}.full`);
  }
  return stems.flatMap((stem) => ["jpg", "jpeg", "png", "webp"].map((ext) => `${stem}.${ext}`));
}

/**
 * The image types served: each by its signature, and by whether its size makes sense for it
 * (a PNG has at least its header and IHDR chunk, a WebP's RIFF size matches the file, a JPEG
 * is more than a few bytes).
 */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean; plausible: (b: Buffer) => boolean }[] = [
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, plausible: (b) => b.length >= 107 },
  { type: "image/png", test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), plausible: (b) => b.length >= 67 && b.subarray(12, 16).toString("latin1") === "IHDR" },
  {
    type: "image/webp",
    test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
    plausible: (b) => b.length >= 30 && b.readUInt32LE(4) + 8 <= b.length,
  },
];

/** The image at `rel` under `root` as a data URL, or null if it leaves the folder, is too big or is not an image. */
export function readImage(root: string, rel: string): CardImage | null {
  let real: string;
  try {
    real = realpathSync(join(root, rel));
  } catch {
    return null;
  }
  const inside = relative(root, real);
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) return null;
  // Only a regular file is opened (a FIFO would block the host): see safe-read.ts.
  let buf: Buffer;
  try {
    buf = readRegularFile(real, MAX_IMAGE_BYTES);
  } catch {
    return null;
  }
  if (buf.length < 12) return null;
  const sig = SIGNATURES.find((s) => s.test(buf));
  if (!sig || !sig.plausible(buf)) return null;
  return { dataUrl: `data:${sig.type};base64,${buf.toString("base64")}`, file: rel };
}
