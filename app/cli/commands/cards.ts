/** `moxen cards search|show`: the card catalogue from the command line. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { UsageError, dataDirFrom, dataDirOption, parseArgs } from "../args";
import type { Command } from "../command";
import { CollectionError, openCollection, type CollectionService } from "../../host/collection/index";
import { COLLECTION_FILE } from "../../host/collection/host-service";
import { resourcesDir } from "../../host/paths";

const usage = `Usage:
  moxen cards search "QUERY" [--limit N] [--owned] [--data-dir DIR]
  moxen cards show NAME [--data-dir DIR]

search  prints one matching card per line, name first, with how many you own.
show    prints one card's Oracle text, printings and your units.

Query syntax (a subset of Scryfall's):
  bolt  "lightning bolt"   name contains the words / the phrase
  t:creature   o:flying   o:"draw a card"          type line, rules text
  c:rg  c=r  c<=wu  c:c (colorless)  c:m (multicolor)
  mv=3  cmc>=5  pow>=4  tou<3  pow>tou  r:rare  r>=u  s:lea  e:"the dark"
  -t:land   t:wall or t:dragon   (c:r or c:g) t:creature
Owned counts come from your collection in the data folder, if you have one.`;

/** Your collection if there is one (read for owned counts), else the bare catalogue in memory. */
function open(dataDir: string, needOwned: boolean): CollectionService {
  const file = join(dataDir, COLLECTION_FILE);
  if (existsSync(file)) return openCollection({ file, resourcesDir: resourcesDir() });
  if (needOwned) throw new CollectionError("NOT_FOUND", `There is no collection in ${dataDir} yet: start Moxen once, or pass --data-dir`);
  return openCollection({ file: ":memory:", resourcesDir: resourcesDir(), starter: false });
}

function caret(query: string, message: string): string {
  const m = /at position (\d+)$/.exec(message);
  if (!m) return "";
  return `\n  ${query}\n  ${" ".repeat(Number(m[1]) - 1)}^`;
}

async function search(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(
    argv,
    { limit: { type: "int", min: 1, max: 1000, default: 1000 }, owned: { type: "boolean", default: false }, ...dataDirOption },
    { min: 1, max: 1 },
  );
  const query = positionals[0]!;
  const service = open(dataDirFrom(options), options.owned);
  try {
    const page = options.owned ? service.collection.owned(query, { limit: options.limit }) : service.cards.search(query, { limit: options.limit });
    for (const c of page.items) {
      const stats = c.power !== null ? `  ${c.power}/${c.toughness}` : "";
      console.log(`${c.name}  ${c.manaCost || "-"}  ${c.typeLine}${stats}${c.owned ? `  (own ${c.owned})` : ""}`);
    }
    console.error(page.total > page.items.length ? `${page.items.length} of ${page.total} cards (use --limit)` : `${page.total} card${page.total === 1 ? "" : "s"}`);
    return 0;
  } catch (e) {
    if (e instanceof CollectionError && e.code === "SEARCH_SYNTAX") {
      console.error(`moxen cards search: ${e.message}${caret(query, e.message)}`);
      return 1;
    }
    throw e;
  } finally {
    service.close();
  }
}

async function show(argv: string[]): Promise<number> {
  const { options, positionals } = parseArgs(argv, { ...dataDirOption }, { min: 1 });
  const service = open(dataDirFrom(options), false);
  try {
    const { card, printings, rulings, units } = service.cards.detail(positionals.join(" "));
    console.log(`${card.name}  ${card.manaCost}`);
    console.log(card.typeLine + (card.power !== undefined ? `  ${card.power}/${card.toughness}` : ""));
    if (card.oracleText) console.log(card.oracleText);
    console.log(`Old School: ${card.legalities.oldschool ?? "not legal"}`);
    console.log(`Printings: ${printings.map((p) => `${p.set} ${p.number} (${p.rarity}${p.owned ? `, own ${p.owned}` : ""})`).join(", ")}`);
    if (units.length) console.log(`Your units: ${units.map((u) => u.id).join(", ")}`);
    for (const r of rulings) console.log(`  ${r.date}: ${r.text}`);
    return 0;
  } finally {
    service.close();
  }
}

export const cardsCommand: Command = {
  name: "cards",
  summary: "Search the card catalogue (Scryfall-like queries) or show one card",
  usage,
  async run(argv) {
    const [sub, ...rest] = argv;
    try {
      if (sub === "search") return await search(rest);
      if (sub === "show") return await show(rest);
    } catch (e) {
      if (e instanceof CollectionError) {
        console.error(`moxen cards ${sub}: ${e.message}`);
        return 1;
      }
      throw e;
    }
    throw new UsageError(sub ? `unknown subcommand "${sub}"` : "which subcommand: search or show?");
  },
};
