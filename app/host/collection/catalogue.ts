/**
 * Loads the card catalogue from resources/ into SQLite: on first run, and again
 * whenever the card files change (their hash is kept in `meta`). Rows are
 * upserted, never deleted, so units and decks that point at a card stay valid.
 */
import type { Database } from "better-sqlite3";
import { isBasicLand, type CardData, type CardDataBundle } from "./card-data";
import { foldName } from "./names";

const COLOR_BITS: Record<string, number> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

export function colorMask(colors: readonly string[]): number {
  return colors.reduce((mask, c) => mask | (COLOR_BITS[c] ?? 0), 0);
}

/** "2+*" → 2, "*" → 0, "7-*" → 7: the number printed before any star. */
export function statNumber(stat: string | undefined): number | null {
  if (stat === undefined) return null;
  const m = /^-?\d+(\.\d+)?/.exec(stat);
  return m ? Number(m[0]) : 0;
}

export interface CatalogueSync {
  loaded: boolean;
  ms: number;
}

export function syncCatalogue(db: Database, data: CardDataBundle): CatalogueSync {
  const started = performance.now();
  const current = db.prepare("SELECT value FROM meta WHERE key = 'catalogue_hash'").pluck().get() as string | undefined;
  if (current === data.hash) return { loaded: false, ms: performance.now() - started };

  const upsertSet = db.prepare(`
    INSERT INTO sets (code, name, release_date, position, aliases) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(code) DO UPDATE SET name = excluded.name, release_date = excluded.release_date,
      position = excluded.position, aliases = excluded.aliases`);
  const upsertCard = db.prepare(`
    INSERT INTO cards (code, name, name_folded, mana_cost, cmc, colors, color_mask, color_count, type_line, type_folded,
      power, toughness, power_num, toughness_num, oracle_text, oldschool, is_basic, data)
    VALUES (@code, @name, @name_folded, @mana_cost, @cmc, @colors, @color_mask, @color_count, @type_line, @type_folded,
      @power, @toughness, @power_num, @toughness_num, @oracle_text, @oldschool, @is_basic, @data)
    ON CONFLICT(code) DO UPDATE SET name = excluded.name, name_folded = excluded.name_folded,
      mana_cost = excluded.mana_cost, cmc = excluded.cmc, colors = excluded.colors, color_mask = excluded.color_mask,
      color_count = excluded.color_count, type_line = excluded.type_line, type_folded = excluded.type_folded,
      power = excluded.power, toughness = excluded.toughness, power_num = excluded.power_num,
      toughness_num = excluded.toughness_num, oracle_text = excluded.oracle_text, oldschool = excluded.oldschool,
      is_basic = excluded.is_basic, data = excluded.data`);
  const insertPrinting = db.prepare("INSERT INTO printings (set_code, number, card_code, rarity, artist) VALUES (?, ?, ?, ?, ?)");
  const insertRuling = db.prepare("INSERT INTO rulings (card_code, position, date, text) VALUES (?, ?, ?, ?)");
  const insertText = db.prepare("INSERT INTO card_text (rowid, oracle) SELECT rowid, oracle_text FROM cards");

  db.transaction(() => {
    data.sets.forEach((s, i) => upsertSet.run(s.code, s.name, s.releaseDate, i, JSON.stringify(s.aliases ?? [])));
    for (const card of data.cards) upsertCard.run(cardRow(card));
    db.exec("DELETE FROM printings; DELETE FROM rulings; DELETE FROM card_text;");
    for (const card of data.cards) {
      for (const p of card.printings) insertPrinting.run(p.set, p.number, card.code, p.rarity, p.artist ?? null);
      (data.rulings[card.name] ?? []).forEach((r, i) => insertRuling.run(card.code, i, r.date, r.text));
    }
    insertText.run();
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogue_hash', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(data.hash);
  })();
  return { loaded: true, ms: performance.now() - started };
}

function cardRow(card: CardData) {
  const colors = card.colors.join("");
  return {
    code: card.code,
    name: card.name,
    name_folded: foldName(card.name),
    mana_cost: card.manaCost,
    cmc: card.cmc,
    colors,
    color_mask: colorMask(card.colors),
    color_count: card.colors.length,
    type_line: card.typeLine,
    type_folded: foldName(card.typeLine),
    power: card.power ?? null,
    toughness: card.toughness ?? null,
    power_num: statNumber(card.power),
    toughness_num: statNumber(card.toughness),
    oracle_text: card.oracleText,
    oldschool: card.legalities.oldschool ?? null,
    is_basic: isBasicLand(card) ? 1 : 0,
    data: JSON.stringify(card),
  };
}
