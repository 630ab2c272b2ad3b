/**
 * The card-image cache in the data folder: `<data>/card-images/<kind>/<scryfallId>.<jpg|png>`.
 * File names are built from a printing's Scryfall id (checked to be a lowercase UUID) and the
 * image kind, never from anything the network sent. A file counts as present only when it is
 * whole: it starts with a JPEG or PNG signature and ends with the JPEG end-of-image marker or
 * the PNG IEND chunk, so a partial or corrupt file is found and fetched again.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { join } from "node:path";

export const IMAGE_KINDS = ["normal", "large", "art_crop"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const CACHE_DIR = "card-images";

export type ImageType = "jpg" | "png";
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The last 12 bytes of every whole PNG: the IEND chunk (length 0, type, fixed CRC). */
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

export function checkId(id: string): string {
  if (!SCRYFALL_ID.test(id)) throw new Error(`not a Scryfall id: ${JSON.stringify(id).slice(0, 60)}`);
  return id;
}

/** The cache file of one printing's image of one kind (its type decides the extension). */
export function imagePath(cacheRoot: string, kind: ImageKind, id: string, type: ImageType): string {
  if (!IMAGE_KINDS.includes(kind)) throw new Error(`not an image kind: ${String(kind)}`);
  return join(cacheRoot, kind, `${checkId(id)}.${type}`);
}

/** The image type by its first bytes, or null. */
export function sniff(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  return null;
}

/** Whether `buf` is a whole image of `type`: the right start and the right end. */
export function isWhole(buf: Buffer, type: ImageType): boolean {
  if (sniff(buf) !== type) return false;
  if (type === "jpg") return buf.length >= 107 && endsJpeg(buf.subarray(-16));
  return buf.length >= 67 && buf.subarray(12, 16).toString("latin1") === "IHDR" && buf.subarray(-12).equals(PNG_IEND);
}

/** A JPEG ends with FF D9 (some encoders pad a few zero bytes after it). */
function endsJpeg(tail: Buffer): boolean {
  let end = tail.length;
  while (end > 2 && tail[end - 1] === 0) end--;
  return tail[end - 2] === 0xff && tail[end - 1] === 0xd9;
}

/**
 * Whether the file at `path` is a whole image of `type`, reading only its first and last bytes
 * (a check of every cached file at start-up stays fast). Missing or unreadable: false.
 */
export function fileIsWhole(path: string, type: ImageType, maxBytes: number): boolean {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return false;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile() || st.size > maxBytes || st.size < 67) return false;
    const head = Buffer.alloc(16);
    const tail = Buffer.alloc(16);
    if (readSync(fd, head, 0, 16, 0) !== 16 || readSync(fd, tail, 0, 16, st.size - 16) !== 16) return false;
    if (sniff(head) !== type) return false;
    if (type === "jpg") return st.size >= 107 && endsJpeg(tail);
    return head.subarray(12, 16).toString("latin1") === "IHDR" && tail.subarray(4).equals(PNG_IEND);
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** The cached, whole image of a printing and kind: its path and type, or null. */
export function findCached(cacheRoot: string, kind: ImageKind, id: string, maxBytes: number): { path: string; type: ImageType } | null {
  for (const type of ["jpg", "png"] as const) {
    const path = imagePath(cacheRoot, kind, id, type);
    if (fileIsWhole(path, type, maxBytes)) return { path, type };
  }
  return null;
}
