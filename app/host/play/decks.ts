/**
 * Decks for play: a deck file (any format the collection reads) turned into the list of card
 * names the engine takes, and the built-in decks of resources/decks/ (and its era/ folder). Unknown cards and
 * cards the engine does not implement are errors that name them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { isImplemented } from "../../../engine/index";
import { defaultResourcesDir, loadCardData } from "../collection/card-data";
import { parseDeckFile } from "../collection/deck-formats/index";
import { NameIndex, unknownCardMessage } from "../collection/names";

export interface PlayDeck {
  name: string;
  /** One entry per copy, Oracle names. */
  cards: string[];
  /** The file's sideboard (CR 400.11: cards outside the game), one entry per copy; read by `moxen peer`. */
  sideboard?: string[];
}

let index: NameIndex | undefined;
function names(): NameIndex {
  index ??= new NameIndex(loadCardData().cards);
  return index;
}

export class DeckError extends Error {}

/** Parses a deck text into engine card names: the main deck, and the sideboard if it has one. */
export function deckFromText(text: string, fallbackName: string): PlayDeck {
  const parsed = parseDeckFile(text);
  const errors = parsed.problems.map((p) => `line ${p.line}: ${p.message}`);
  const read = (lines: typeof parsed.list.main): string[] => {
    const out: string[] = [];
    for (const line of lines) {
      const card = names().resolve(line.name);
      if (!card) { errors.push(`line ${line.line}: ${unknownCardMessage(names(), line.name)}`); continue; }
      if (!isImplemented(card.name)) { errors.push(`line ${line.line}: ${card.name} is not implemented by the engine yet`); continue; }
      for (let i = 0; i < line.count; i++) out.push(card.name);
    }
    return out;
  };
  const cards = read(parsed.list.main);
  const sideboard = read(parsed.list.sideboard);
  if (errors.length) throw new DeckError(`${fallbackName}: ${errors.join("; ")}`);
  if (cards.length < 40) throw new DeckError(`${fallbackName}: a deck for play needs at least 40 cards (this has ${cards.length})`);
  return { name: parsed.list.name ?? titleOf(text) ?? fallbackName, cards, ...(sideboard.length ? { sideboard } : {}) };
}

/**
 * A deck file's title for players: the name the file gives, else its first comment line up to a
 * colon ("// Black-Red Raiders: goblins, trolls and removal."), so no file name shows as a name.
 */
function titleOf(text: string): string | undefined {
  const m = /^\s*(?:\/\/|#)\s*([^:\n]{2,60}?)\s*(?::|\n|$)/.exec(text);
  return m?.[1]?.trim() || undefined;
}

export function deckFromFile(path: string): PlayDeck {
  return deckFromText(readFileSync(path, "utf8"), basename(path).replace(/\.[^.]+$/, ""));
}

/**
 * The built-in decks, by file name without extension (e.g. "red-green-beats"): the six starter
 * decks of resources/decks/ (a new player's collection holds their cards), then the era decks of
 * resources/decks/era/ (historical lists with Power: to play against and to benchmark with, not
 * a gift). `era: false` gives only the six starter decks.
 */
export function benchmarkDecks(resourcesDir = defaultResourcesDir(), { era = true }: { era?: boolean } = {}): Map<string, PlayDeck> {
  const out = new Map<string, PlayDeck>();
  for (const dir of [join(resourcesDir, "decks"), ...(era ? [join(resourcesDir, "decks", "era")] : [])]) {
    const files = existsSync(dir) ? readdirSync(dir).filter((x) => x.endsWith(".txt")).sort() : [];
    for (const f of files) out.set(f.replace(/\.txt$/, ""), deckFromFile(join(dir, f)));
  }
  return out;
}

/** The era decks alone (resources/decks/era), in file-name order. */
export function eraDecks(resourcesDir = defaultResourcesDir()): PlayDeck[] {
  const starters = new Set(benchmarkDecks(resourcesDir, { era: false }).keys());
  return [...benchmarkDecks(resourcesDir).entries()].filter(([k]) => !starters.has(k)).map(([, d]) => d);
}

/** A benchmark deck by name, or a deck file by path. */
export function resolveDeck(nameOrPath: string): PlayDeck {
  const bench = benchmarkDecks();
  const hit = bench.get(nameOrPath) ?? [...bench.entries()].find(([k]) => k.startsWith(nameOrPath))?.[1];
  if (hit) return hit;
  return deckFromFile(nameOrPath);
}
