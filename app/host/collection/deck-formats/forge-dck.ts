/**
 * Forge .dck: INI-like sections. `[metadata]` with `Name=` and `Description=`
 * (the deck's notes, newlines written as \n), `[Main]` and `[Sideboard]` with
 * lines `4 Lightning Bolt|LEA` (an optional third `|n` art index is ignored).
 */
import { oneLine } from "./plain-text";
import { checkCount, splitCount, type DeckLine, type DeckList, type ExportDeck, type ParsedDeckFile, type Problem } from "./types";
import { clip } from "../names";

export function parseForge(text: string): ParsedDeckFile {
  const list: DeckList = { main: [], sideboard: [] };
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  let section = "";
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith("//")) return;
    const header = /^\[(.+)\]$/.exec(trimmed);
    if (header) {
      section = header[1]!.trim().toLowerCase();
      if (!["metadata", "main", "sideboard"].includes(section)) {
        warnings.push({ line, message: `the [${clip(header[1]!, 40)}] section is not part of a classic deck and was skipped` });
      }
      return;
    }
    if (section === "metadata") {
      const kv = /^([^=]+)=(.*)$/.exec(trimmed);
      if (!kv) return;
      const key = kv[1]!.trim().toLowerCase();
      if (key === "name") list.name = kv[2]!.trim();
      if (key === "description" && kv[2]!.trim()) list.notes = unescapeNotes(kv[2]!.trim());
      return;
    }
    if (section !== "main" && section !== "sideboard") {
      if (!section) problems.push({ line, message: `a card line before any [Main] section: ${JSON.stringify(trimmed.slice(0, 80))}` });
      return;
    }
    const entry = splitCount(trimmed);
    if (!entry) {
      problems.push({ line, message: `expected "4 Card Name|SET", found ${JSON.stringify(trimmed.slice(0, 80))}` });
      return;
    }
    if (!checkCount(entry.count, line, problems)) return;
    const [name, set] = entry.rest.split("|").map((s) => s.trim());
    const card: DeckLine = { count: entry.count, name: name!, line };
    if (set) card.set = set.toUpperCase();
    (section === "main" ? list.main : list.sideboard).push(card);
  });
  return { format: "dck", list, problems, warnings };
}

export function writeForge(deck: ExportDeck): string {
  const card = (c: ExportDeck["main"][number]): string => `${c.count} ${c.name}${c.set ? `|${c.set}` : ""}`;
  const out = ["[metadata]", `Name=${oneLine(deck.name)}`];
  if (deck.notes) out.push(`Description=${escapeNotes(deck.notes)}`);
  out.push("[Main]", ...deck.main.map(card));
  if (deck.sideboard.length) out.push("[Sideboard]", ...deck.sideboard.map(card));
  return out.join("\n") + "\n";
}

function escapeNotes(notes: string): string {
  return notes.replace(/\\/g, "\\\\").replace(/\r?\n/g, "\\n");
}

function unescapeNotes(text: string): string {
  return text.replace(/\\(\\|n)/g, (_m, ch: string) => (ch === "n" ? "\n" : "\\"));
}
