/**
 * Deck file → cards: looks every name up (case-insensitive, ASCII spellings)
 * and checks printings. All problems are gathered, line-numbered, and thrown
 * together, so a bad file changes nothing.
 */
import type { CardData } from "../card-data";
import { CollectionError } from "../errors";
import { unknownCardMessage, type NameIndex } from "../names";
import { parseDeckFile, type DeckFileFormat, type DeckLine, type ExportCard, type ExportDeck, type Problem } from "../deck-formats/index";

export interface ResolvedEntry {
  card: CardData;
  count: number;
  set?: string;
  number?: string;
  line: number;
}

export interface ResolvedDeck {
  format: DeckFileFormat;
  name?: string;
  notes?: string;
  main: ResolvedEntry[];
  sideboard: ResolvedEntry[];
  warnings: string[];
  /** With `partial`: the lines left out (an unknown card, with the nearest names; a line not understood). */
  leftOut: string[];
}

/** The most problems listed in one error: a file of nonsense should not produce a wall of text. */
const MAX_LISTED = 50;
/** Unknown names that get "did you mean" suggestions; the rest are only listed (20,000 unknown names took 24 s). */
export const MAX_SUGGESTED = 20;

export function formatProblems(problems: readonly Problem[]): string[] {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const lines = sorted.slice(0, MAX_LISTED).map((p) => `line ${p.line}: ${p.message}`);
  if (sorted.length > MAX_LISTED) lines.push(`… and ${sorted.length - MAX_LISTED} more`);
  return lines;
}

/**
 * Reads a deck file against the card names. A line that can't be read (an unknown card, a line not
 * understood) stops it, listing every problem, unless `partial`: then those lines are left out and
 * listed in `leftOut`, and only a file with no card at all stops it.
 */
export function readDeckText(text: string, names: NameIndex, format?: DeckFileFormat, { partial = false }: { partial?: boolean } = {}): ResolvedDeck {
  const parsed = parseDeckFile(text, format);
  const problems = [...parsed.problems];
  const warnings = [...parsed.warnings];

  let unknown = 0;
  const resolve = (entries: DeckLine[]): ResolvedEntry[] =>
    entries.flatMap((e) => {
      const card = names.resolve(e.name);
      if (!card) {
        problems.push({ line: e.line, message: unknownCardMessage(names, e.name, unknown++ < MAX_SUGGESTED) });
        return [];
      }
      const out: ResolvedEntry = { card, count: e.count, line: e.line };
      if (e.set) {
        const inSet = card.printings.filter((p) => p.set === e.set);
        if (!inSet.length) {
          warnings.push({ line: e.line, message: `${card.name} has no printing in ${e.set} among the classic sets; any printing will do` });
        } else {
          out.set = e.set;
          if (e.number && inSet.some((p) => p.number === e.number)) out.number = e.number;
          else if (e.number) warnings.push({ line: e.line, message: `${card.name} has no number ${e.number} in ${e.set}; any ${e.set} printing will do` });
        }
      }
      return [out];
    });

  const main = resolve(parsed.list.main);
  const sideboard = resolve(parsed.list.sideboard);
  if (!problems.length && !main.length && !sideboard.length) {
    problems.push({ line: 1, message: "no cards found in this file" });
  }
  if (partial && problems.length && (main.length || sideboard.length)) {
    const deck: ResolvedDeck = { format: parsed.format, main, sideboard, warnings: formatProblems(warnings), leftOut: formatProblems(problems) };
    if (parsed.list.name) deck.name = parsed.list.name;
    if (parsed.list.notes) deck.notes = parsed.list.notes;
    return deck;
  }
  if (problems.length) {
    const details = formatProblems(problems);
    throw new CollectionError(
      "DECK_FILE",
      `The deck file (read as ${parsed.format}) has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${details.join("\n")}`,
      details,
    );
  }
  const deck: ResolvedDeck = { format: parsed.format, main, sideboard, warnings: formatProblems(warnings), leftOut: [] };
  if (parsed.list.name) deck.name = parsed.list.name;
  if (parsed.list.notes) deck.notes = parsed.list.notes;
  return deck;
}

/** A resolved deck file as an export (canonical card names), for converting between formats. */
export function resolvedToExport(deck: ResolvedDeck, fallbackName: string): ExportDeck {
  const side = (entries: ResolvedEntry[]): ExportCard[] =>
    entries.map((e) => {
      const out: ExportCard = { count: e.count, name: e.card.name };
      if (e.set) out.set = e.set;
      if (e.number) out.number = e.number;
      return out;
    });
  return { name: deck.name ?? fallbackName, notes: deck.notes ?? "", main: side(deck.main), sideboard: side(deck.sideboard) };
}
