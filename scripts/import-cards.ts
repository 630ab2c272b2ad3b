/**
 * Copies the classic card reference data from ../shared/reference into resources/cards/.
 * The product reads only resources/ at runtime; this script is the one bridge, run by hand
 * (`npm run cards:import`) when the reference data changes. Output is deterministic.
 *
 * Card codes (`c000012`) are the 1-based position in the reference list, which is sorted by
 * ASCII-folded name and fixed for the classic card pool, so a code never changes meaning.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ref = join(root, "..", "shared", "reference");
const out = join(root, "resources", "cards");

interface RefCard {
  name: string; asciiName?: string; aliases?: string[]; manaCost: string; cmc: number;
  colors: string[]; colorIndicator?: string[]; typeLine: string; supertypes: string[]; types: string[];
  subtypes: string[]; power?: string; toughness?: string; oracleText: string; keywords: string[];
  reserved: boolean; hasContentWarning?: boolean; legalities2022: Record<string, string>; firstPrinting: string;
  sets: { set: string; number: string; rarity: string; artist: string; multiverseId?: number; scryfallId: string }[];
}

const cards = JSON.parse(readFileSync(join(ref, "cards-classic.json"), "utf8")) as RefCard[];
const sets = JSON.parse(readFileSync(join(ref, "sets-classic.json"), "utf8")) as Record<string, unknown>[];
const rulings = JSON.parse(readFileSync(join(ref, "rulings-classic.json"), "utf8")) as Record<string, unknown>;

const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const trimmed = cards.map((c, i) => ({
  code: "c" + String(i + 1).padStart(6, "0"),
  name: c.name,
  ...(c.asciiName ? { asciiName: c.asciiName } : {}),
  ...(c.aliases ? { aliases: c.aliases } : {}),
  manaCost: c.manaCost,
  cmc: c.cmc,
  colors: c.colors,
  ...(c.colorIndicator ? { colorIndicator: c.colorIndicator } : {}),
  typeLine: c.typeLine,
  supertypes: c.supertypes,
  types: c.types,
  subtypes: c.subtypes,
  ...(c.power !== undefined ? { power: c.power, toughness: c.toughness } : {}),
  oracleText: c.oracleText,
  keywords: c.keywords,
  reserved: c.reserved,
  ...(c.hasContentWarning ? { hasContentWarning: true } : {}),
  legalities: c.legalities2022,
  firstPrinting: c.firstPrinting,
  printings: c.sets.map((s) => {
    // The Scryfall id names the printing's image (app/host/images downloads it by this id only).
    if (!SCRYFALL_ID.test(s.scryfallId)) throw new Error(`${c.name} ${s.set} ${s.number}: bad scryfallId ${JSON.stringify(s.scryfallId)}`);
    return { set: s.set, number: s.number, rarity: s.rarity, artist: s.artist, scryfallId: s.scryfallId };
  }),
}));

const setList = sets.map((s) => ({
  code: s.code, name: s.name, aliases: s.aliases, releaseDate: s.releaseDate, type: s.type,
  baseSetSize: s.baseSetSize, cards: s.cards,
}));

mkdirSync(out, { recursive: true });
writeFileSync(join(out, "cards.json"), JSON.stringify(trimmed) + "\n");
writeFileSync(join(out, "sets.json"), JSON.stringify(setList) + "\n");
writeFileSync(join(out, "rulings.json"), JSON.stringify(rulings) + "\n");
console.log(`Wrote ${trimmed.length} cards, ${setList.length} sets, ${Object.keys(rulings).length} rulings to resources/cards/`);
