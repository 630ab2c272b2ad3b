/**
 * Plain text deck lists, as MTGO and most sites write them:
 *   // Name: Red Deck Wins       (optional; `// Notes: ...` lines too)
 *   4 Lightning Bolt
 *   SB: 2 Fog                    (or a blank line, or a "Sideboard" line, before the sideboard)
 */
import { checkCount, splitCount, type DeckList, type ExportDeck, type ParsedDeckFile, type Problem } from "./types";

export function parsePlainText(text: string): ParsedDeckFile {
  const list: DeckList = { main: [], sideboard: [] };
  const problems: Problem[] = [];
  const lines = text.split(/\r?\n/);
  // A blank line means "sideboard follows" only when the file has no other sideboard marker.
  const explicitSideboard = lines.some((l) => /^\s*(SB:|sideboard:?\s*$)/i.test(l));
  let section: "main" | "sideboard" = "main";
  let blankAfterMain = false;
  const notes: string[] = [];

  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (!trimmed) {
      if (section === "main" && list.main.length) blankAfterMain = true;
      return;
    }
    if (trimmed.startsWith("//") || trimmed.startsWith("#")) {
      const body = trimmed.replace(/^(\/\/|#)\s?/, "");
      const name = /^(?:name|deck):\s*(.*)$/i.exec(body);
      const note = /^notes?:\s?(.*)$/i.exec(body);
      if (name && list.name === undefined) list.name = name[1]!.trim();
      else if (note) notes.push(note[1]!);
      return;
    }
    if (/^sideboard:?$/i.test(trimmed)) {
      section = "sideboard";
      return;
    }
    if (/^(main|maindeck|main deck|deck):?$/i.test(trimmed)) {
      section = "main";
      return;
    }
    const sb = /^SB:\s*(.*)$/i.exec(trimmed);
    const entry = splitCount(sb ? sb[1]! : trimmed);
    if (!entry) {
      problems.push({ line, message: `expected "4 Card Name", found ${JSON.stringify(trimmed.slice(0, 80))}` });
      return;
    }
    if (!checkCount(entry.count, line, problems)) return;
    if (blankAfterMain && !explicitSideboard) section = "sideboard";
    (sb || section === "sideboard" ? list.sideboard : list.main).push({ count: entry.count, name: entry.rest, line });
  });
  if (notes.length) list.notes = notes.join("\n");
  return { format: "txt", list, problems, warnings: [] };
}

export function writePlainText(deck: ExportDeck): string {
  const out: string[] = [`// Name: ${oneLine(deck.name)}`];
  for (const line of deck.notes ? deck.notes.split(/\r?\n/) : []) out.push(`// Notes: ${line}`);
  for (const c of deck.main) out.push(`${c.count} ${c.name}`);
  if (deck.sideboard.length) {
    // With an empty main deck a blank line would mean nothing, so say SB: explicitly.
    if (deck.main.length) out.push("");
    for (const c of deck.sideboard) out.push(`${deck.main.length ? "" : "SB: "}${c.count} ${c.name}`);
  }
  return out.join("\n") + "\n";
}

export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, " ").trim();
}
