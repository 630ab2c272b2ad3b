/**
 * Deck files in five formats, recognised from their content (never from the
 * file name): an Arena list saved as .txt still reads as Arena.
 */
import { CollectionError } from "../errors";
import { ARENA_LINE_RE, parseArena, writeArena } from "./arena";
import { parseCockatrice, writeCockatrice } from "./cockatrice-cod";
import { parseForge, writeForge } from "./forge-dck";
import { parseMtgoDek, writeMtgoDek } from "./mtgo-dek";
import { parsePlainText, writePlainText } from "./plain-text";
import { DECK_FILE_FORMATS, splitCount, type DeckFileFormat, type ExportCard, type ExportDeck, type ParsedDeckFile } from "./types";

export * from "./types";

/** Deck files are a few kilobytes; anything past this is not a deck. */
export const MAX_DECK_FILE_BYTES = 256 * 1024;

export function detectDeckFormat(text: string): DeckFileFormat {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<")) return /<cockatrice_deck[\s>]/.test(body) ? "cod" : "dek";
  const lines = body.split(/\r?\n/).map((l) => l.trim());
  if (lines.some((l) => /^\[(metadata|main|sideboard)\]$/i.test(l))) return "dck";
  const arena = lines.some((l) => {
    if (/^(about|deck|companion|commander)$/i.test(l)) return true;
    const entry = splitCount(l);
    return entry !== undefined && ARENA_LINE_RE.test(entry.rest);
  });
  return arena ? "arena" : "txt";
}

export function checkDeckFileSize(text: string): void {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_DECK_FILE_BYTES) {
    throw new CollectionError(
      "TOO_LARGE",
      `This deck file is ${Math.ceil(bytes / 1024)} KiB; deck files may be at most ${MAX_DECK_FILE_BYTES / 1024} KiB`,
    );
  }
}

/** Reads a deck file's structure. Card names are not looked up here (see decks/resolve.ts). */
export function parseDeckFile(text: string, format: DeckFileFormat = detectDeckFormat(text)): ParsedDeckFile {
  if (typeof text !== "string") throw new CollectionError("BAD_ARGUMENT", "A deck file must be text");
  checkDeckFileSize(text);
  if (text.includes("\0")) throw new CollectionError("DECK_FILE", "This is not a text file (it contains NUL bytes)");
  switch (format) {
    case "txt":
      return parsePlainText(text);
    case "arena":
      return parseArena(text);
    case "dek":
      return parseMtgoDek(text);
    case "cod":
      return parseCockatrice(text);
    case "dck":
      return parseForge(text);
    default:
      throw new CollectionError("BAD_ARGUMENT", `Unknown deck file format ${JSON.stringify(format)}: use ${DECK_FILE_FORMATS.join(", ")}`);
  }
}

/** How much of a printing each format can carry. */
const PRINTING_DETAIL: Readonly<Record<DeckFileFormat, "none" | "set" | "number">> = {
  txt: "none",
  arena: "number",
  dek: "none",
  cod: "number",
  dck: "set",
};

/** Merges lines that the format would write identically (same name, and printing as far as it goes). */
export function groupForFormat(cards: readonly ExportCard[], format: DeckFileFormat): ExportCard[] {
  const detail = PRINTING_DETAIL[format];
  const lines = new Map<string, ExportCard>();
  for (const c of cards) {
    const set = detail !== "none" ? c.set : undefined;
    const number = detail === "number" && set ? c.number : undefined;
    const key = `${c.name}|${set ?? ""}|${number ?? ""}`;
    const line = lines.get(key);
    if (line) line.count += c.count;
    else lines.set(key, { count: c.count, name: c.name, ...(set ? { set } : {}), ...(number ? { number } : {}) });
  }
  return [...lines.values()];
}

export function writeDeckFile(input: ExportDeck, format: DeckFileFormat): string {
  if (!DECK_FILE_FORMATS.includes(format)) {
    throw new CollectionError("BAD_ARGUMENT", `Unknown deck file format ${JSON.stringify(format)}: use ${DECK_FILE_FORMATS.join(", ")}`);
  }
  const deck = { ...input, main: groupForFormat(input.main, format), sideboard: groupForFormat(input.sideboard, format) };
  switch (format) {
    case "txt":
      return writePlainText(deck);
    case "arena":
      return writeArena(deck);
    case "dek":
      return writeMtgoDek(deck);
    case "cod":
      return writeCockatrice(deck);
    case "dck":
      return writeForge(deck);
  }
}

export const FORMAT_EXTENSIONS: Readonly<Record<DeckFileFormat, string>> = {
  txt: ".txt",
  arena: ".txt",
  dek: ".dek",
  cod: ".cod",
  dck: ".dck",
};

