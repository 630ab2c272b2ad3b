/**
 * MTGO .dek XML: `<Deck>` with one `<Cards Quantity Sideboard Name>` per line.
 * MTGO's CatID is its own catalogue number, which classic cards here do not
 * have; it is written as 0 and ignored when read (MTGO and other tools match by Name).
 */
import { escapeXml, parseXml, XmlError } from "./xml";
import { checkCount, type DeckList, type ExportDeck, type ParsedDeckFile, type Problem } from "./types";
import { clip, quoteName } from "../names";

export function parseMtgoDek(text: string): ParsedDeckFile {
  const list: DeckList = { main: [], sideboard: [] };
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  let root;
  try {
    root = parseXml(text);
  } catch (err) {
    if (err instanceof XmlError) return { format: "dek", list, problems: [{ line: err.line, message: err.message }], warnings };
    throw err;
  }
  if (root.name !== "Deck") problems.push({ line: root.line, message: `expected <Deck>, found <${clip(root.name, 40)}>` });
  for (const el of root.children) {
    if (el.name !== "Cards") continue; // NetDeckID, PreconstructedDeckID and the like
    const { Quantity: qty, Sideboard: sb, Name: name } = el.attrs;
    if (!name?.trim()) {
      problems.push({ line: el.line, message: "<Cards> without a Name" });
      continue;
    }
    if (!qty || !/^\d+$/.test(qty)) {
      problems.push({ line: el.line, message: `<Cards> for ${clip(name)} needs a whole-number Quantity, found ${quoteName(qty ?? "", 20)}` });
      continue;
    }
    if (sb !== undefined && sb !== "true" && sb !== "false") {
      problems.push({ line: el.line, message: `Sideboard must be "true" or "false", found ${quoteName(sb, 20)}` });
      continue;
    }
    if (!checkCount(Number(qty), el.line, problems)) continue;
    (sb === "true" ? list.sideboard : list.main).push({ count: Number(qty), name: name.trim(), line: el.line });
  }
  return { format: "dek", list, problems, warnings };
}

export function writeMtgoDek(deck: ExportDeck): string {
  const card = (c: ExportDeck["main"][number], sideboard: boolean): string =>
    `  <Cards CatID="0" Quantity="${c.count}" Sideboard="${sideboard}" Name="${escapeXml(c.name)}" />`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    "  <NetDeckID>0</NetDeckID>",
    "  <PreconstructedDeckID>0</PreconstructedDeckID>",
    ...deck.main.map((c) => card(c, false)),
    ...deck.sideboard.map((c) => card(c, true)),
    "</Deck>",
    "",
  ].join("\n");
}
