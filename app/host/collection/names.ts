/**
 * Card-name matching for deck files and look-ups: case-insensitive, accents
 * folded, ASCII spellings accepted (`Juzam Djinn`, `AEther`/`Aether` for `Æther`),
 * and "did you mean" suggestions by edit distance.
 */
import type { CardData } from "./card-data";

/** Lower-case ASCII form of a name: `Juzám Djinn` → `juzam djinn`, `Æther` → `aether`. */
export function foldName(name: string): string {
  return name
    .replace(/[Ææ]/g, "ae")
    .replace(/[Œœ]/g, "oe")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[‘’ʼ`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, "-")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
    }
    prev = row;
  }
  return prev[b.length]!;
}

export class NameIndex {
  private readonly byFolded = new Map<string, CardData>();

  constructor(cards: readonly CardData[]) {
    for (const card of cards) {
      for (const spelling of [card.name, card.asciiName, ...(card.aliases ?? [])]) {
        if (spelling) this.byFolded.set(foldName(spelling), card);
      }
    }
  }

  resolve(name: string): CardData | undefined {
    return this.byFolded.get(foldName(name));
  }

  /** Up to `max` card names close to `name`, nearest first. */
  suggest(name: string, max = 3): string[] {
    if (name.length > LONGEST_SUGGESTABLE * 4) return [];
    const folded = foldName(name);
    if (folded.length > LONGEST_SUGGESTABLE) return [];
    const limit = Math.max(2, Math.floor(folded.length / 3));
    const best = new Map<string, number>();
    for (const [spelling, card] of this.byFolded) {
      const d = Math.abs(spelling.length - folded.length) > limit ? Infinity : editDistance(folded, spelling);
      // A typed fragment of a longer name ("bolt") is worth suggesting too.
      const score = d <= limit ? d : folded.length >= 4 && spelling.includes(folded) ? limit : Infinity;
      if (score < (best.get(card.name) ?? Infinity)) best.set(card.name, score);
    }
    const scored = [...best].map(([name, d]) => ({ name, d }));
    scored.sort((x, y) => x.d - y.d || x.name.localeCompare(y.name));
    return scored.slice(0, max).map((s) => s.name);
  }
}

/** No card name is longer than this; past it, edit distance would only cost time. */
const LONGEST_SUGGESTABLE = 60;

/**
 * A name from a file or a message, quoted for an error: at most `max` characters, so that a
 * 200,000-character "card name" doesn't come back in full in every message about it.
 */
export function quoteName(name: string, max = 80): string {
  return JSON.stringify(clip(name, max));
}

/** `text` cut to `max` characters, with an ellipsis if it was longer. */
export function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * "Unknown card "Lightnig Bolt" — did you mean Lightning Bolt?". Suggestions cost an edit
 * distance against every card name, so a caller with many unknown names asks for them only for
 * the first few (`suggest: false` for the rest).
 */
export function unknownCardMessage(index: NameIndex, name: string, suggest = true): string {
  const suggestions = suggest ? index.suggest(name) : [];
  const hint = suggestions.length ? ` — did you mean ${suggestions.join(", ")}?` : "";
  return `unknown card ${quoteName(name)}${hint}`;
}
