/**
 * Cockatrice .cod XML: `<cockatrice_deck>` with `<deckname>`, `<comments>` and
 * `<zone name="main|side">` holding `<card number name [setShortName collectorNumber]>`.
 */
import { escapeXml, parseXml, XmlError } from "./xml";
import { checkCount, type DeckList, type DeckLine, type ExportDeck, type ParsedDeckFile, type Problem } from "./types";
import { clip, quoteName } from "../names";

export function parseCockatrice(text: string): ParsedDeckFile {
  const list: DeckList = { main: [], sideboard: [] };
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  let root;
  try {
    root = parseXml(text);
  } catch (err) {
    if (err instanceof XmlError) return { format: "cod", list, problems: [{ line: err.line, message: err.message }], warnings };
    throw err;
  }
  if (root.name !== "cockatrice_deck") {
    problems.push({ line: root.line, message: `expected <cockatrice_deck>, found <${clip(root.name, 40)}>` });
  }
  for (const el of root.children) {
    if (el.name === "deckname") list.name = el.text.trim();
    else if (el.name === "comments") {
      if (el.text.trim()) list.notes = el.text.replace(/\r\n/g, "\n");
    } else if (el.name === "zone") {
      const zone = el.attrs.name;
      if (zone !== "main" && zone !== "side") {
        warnings.push({ line: el.line, message: `zone ${quoteName(zone ?? "", 40)} is not part of a deck and was skipped` });
        continue;
      }
      for (const c of el.children) {
        if (c.name !== "card") continue;
        const { number, name, setShortName, collectorNumber } = c.attrs;
        if (!name?.trim()) {
          problems.push({ line: c.line, message: "<card> without a name" });
          continue;
        }
        if (!number || !/^\d+$/.test(number)) {
          problems.push({ line: c.line, message: `<card> for ${clip(name)} needs a whole-number number, found ${quoteName(number ?? "", 20)}` });
          continue;
        }
        if (!checkCount(Number(number), c.line, problems)) continue;
        const entry: DeckLine = { count: Number(number), name: name.trim(), line: c.line };
        if (setShortName) entry.set = setShortName.toUpperCase();
        if (setShortName && collectorNumber) entry.number = collectorNumber;
        (zone === "main" ? list.main : list.sideboard).push(entry);
      }
    }
  }
  return { format: "cod", list, problems, warnings };
}

export function writeCockatrice(deck: ExportDeck): string {
  const card = (c: ExportDeck["main"][number]): string =>
    `    <card number="${c.count}" name="${escapeXml(c.name)}"` +
    (c.set ? ` setShortName="${escapeXml(c.set)}"` : "") +
    (c.set && c.number ? ` collectorNumber="${escapeXml(c.number)}"` : "") +
    "/>";
  const zone = (name: string, cards: ExportDeck["main"]): string[] =>
    cards.length ? [`  <zone name="${name}">`, ...cards.map(card), "  </zone>"] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<cockatrice_deck version="1">',
    `  <deckname>${escapeXml(deck.name)}</deckname>`,
    `  <comments>${escapeXml(deck.notes)}</comments>`,
    ...zone("main", deck.main),
    ...zone("side", deck.sideboard),
    "</cockatrice_deck>",
    "",
  ].join("\n");
}
