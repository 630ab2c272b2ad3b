/** A deck file's content, before its card names are looked up. */
export interface DeckLine {
  count: number;
  name: string;
  /** Printing, when the format carries it (Arena, Forge, Cockatrice). */
  set?: string;
  number?: string;
  /** 1-based line in the file, for error messages. */
  line: number;
}

export interface DeckList {
  name?: string;
  notes?: string;
  main: DeckLine[];
  sideboard: DeckLine[];
}

export { DECK_FILE_FORMATS, type DeckFileFormat } from "../../../shared/contract/collection";
import type { DeckFileFormat } from "../../../shared/contract/collection";

export interface Problem {
  line: number;
  message: string;
}

export interface ParsedDeckFile {
  format: DeckFileFormat;
  list: DeckList;
  problems: Problem[];
  warnings: Problem[];
}

/** The largest count one line may hold: far above any real deck, low enough to stop nonsense. */
export const MAX_LINE_COUNT = 250;

/** A deck list entry written back out: name plus optional printing. */
export interface ExportCard {
  count: number;
  name: string;
  set?: string;
  number?: string;
}

export interface ExportDeck {
  name: string;
  notes: string;
  main: ExportCard[];
  sideboard: ExportCard[];
}

/** `4 Lightning Bolt`, `4x Lightning Bolt`: count and the rest, or undefined. */
export function splitCount(text: string): { count: number; rest: string } | undefined {
  const m = /^(\d+)\s*[xX]?\s+(\S.*)$/.exec(text);
  if (!m) return undefined;
  return { count: Number(m[1]), rest: m[2]!.trim() };
}

export function checkCount(count: number, line: number, problems: Problem[]): boolean {
  if (count >= 1 && count <= MAX_LINE_COUNT) return true;
  problems.push({ line, message: `the count must be 1 to ${MAX_LINE_COUNT}, found ${count}` });
  return false;
}
