/**
 * MTG Arena text: `4 Lightning Bolt (LEA) 161`, with `About`/`Name ...`,
 * `Deck` and `Sideboard` headers (or a blank line before the sideboard).
 */
import { oneLine } from "./plain-text";
import { checkCount, splitCount, type DeckLine, type DeckList, type ExportDeck, type ParsedDeckFile, type Problem } from "./types";
import { clip } from "../names";

export const ARENA_LINE_RE = /^(.+?)\s+\(([A-Za-z0-9]{2,6})\)(?:\s+(\S+))?$/;
export const ARENA_HEADERS = /^(about|deck|sideboard|commander|companion|maybeboard)$/i;

export function parseArena(text: string): ParsedDeckFile {
  const list: DeckList = { main: [], sideboard: [] };
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const hasSideboardHeader = /^\s*sideboard\s*$/im.test(text);
  let section: "about" | "main" | "sideboard" | "other" = "main";
  let blankAfterMain = false;

  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed) {
      if (section === "main" && list.main.length) blankAfterMain = true;
      return;
    }
    if (trimmed.startsWith("//")) return;
    if (ARENA_HEADERS.test(trimmed)) {
      const h = trimmed.toLowerCase();
      section = h === "about" ? "about" : h === "deck" ? "main" : h === "sideboard" ? "sideboard" : "other";
      if (section === "other") warnings.push({ line, message: `the ${clip(trimmed, 40)} section is not part of a classic deck and was skipped` });
      blankAfterMain = false;
      return;
    }
    if (section === "about") {
      const name = /^name\s+(.+)$/i.exec(trimmed);
      if (name) list.name = name[1]!.trim();
      return;
    }
    if (section === "other") return;
    const entry = splitCount(trimmed);
    if (!entry) {
      problems.push({ line, message: `expected "4 Card Name (SET) 123", found ${JSON.stringify(trimmed.slice(0, 80))}` });
      return;
    }
    if (!checkCount(entry.count, line, problems)) return;
    const printing = ARENA_LINE_RE.exec(entry.rest);
    const card: DeckLine = { count: entry.count, name: printing ? printing[1]! : entry.rest, line };
    if (printing) card.set = printing[2]!.toUpperCase();
    if (printing?.[3]) card.number = printing[3];
    if (blankAfterMain && !hasSideboardHeader && section === "main") section = "sideboard";
    (section === "sideboard" ? list.sideboard : list.main).push(card);
  });
  return { format: "arena", list, problems, warnings };
}

export function writeArena(deck: ExportDeck): string {
  const line = (c: ExportDeck["main"][number]): string =>
    `${c.count} ${c.name}${c.set ? ` (${c.set})${c.number ? ` ${c.number}` : ""}` : ""}`;
  const out = ["About", `Name ${oneLine(deck.name)}`, "", "Deck", ...deck.main.map(line)];
  if (deck.sideboard.length) out.push("", "Sideboard", ...deck.sideboard.map(line));
  return out.join("\n") + "\n";
}
