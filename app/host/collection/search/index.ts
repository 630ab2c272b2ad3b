/** Card search over the catalogue, with owned counts: parse → compile → one query. */
import type { Database } from "better-sqlite3";
import { implementedCardNames, isImplemented } from "../../../../engine/index";
import { foldName } from "../names";
import { compile, type Compiled } from "./compile";
import { parseQuery } from "./parser";

export { parseQuery } from "./parser";

export interface SearchOptions {
  limit?: number;
  offset?: number;
  /** Only cards with at least one owned unit. */
  ownedOnly?: boolean;
}

export type { CardSummary, Page as SearchPage } from "../../../shared/contract/collection";
import type { CardSummary, Page as SearchPage } from "../../../shared/contract/collection";

export const MAX_PAGE = 1000;

const setMaps = new WeakMap<Database, Map<string, string>>();

function setLookup(db: Database): Map<string, string> {
  let map = setMaps.get(db);
  if (!map) {
    map = new Map();
    const rows = db.prepare("SELECT code, name, aliases FROM sets").all() as { code: string; name: string; aliases: string }[];
    for (const row of rows) {
      for (const spelling of [row.code, row.name, ...(JSON.parse(row.aliases) as string[])]) {
        map.set(foldName(spelling), row.code);
      }
    }
    setMaps.set(db, map);
  }
  return map;
}

const OWNED = "(SELECT COUNT(*) FROM units u WHERE u.card_code = c.code AND u.removed_at IS NULL)";

/**
 * A query of the search language as a WHERE clause over `cards c` (bound parameters), for any
 * listing that joins the cards as `c` (the units list of the Trade screen uses it). A bad query
 * throws BAD_QUERY with its 1-based position.
 */
export function compileQuery(db: Database, query: string): Compiled {
  return compile(parseQuery(query), { sets: setLookup(db), playable: implementedCardNames() });
}

export function searchCards(db: Database, query: string, options: SearchOptions = {}): SearchPage<CardSummary> {
  const { where, params } = compileQuery(db, query);
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  const owned = options.ownedOnly ? ` AND EXISTS (SELECT 1 FROM units u WHERE u.card_code = c.code AND u.removed_at IS NULL)` : "";
  const rows = db
    .prepare(
      `SELECT c.code, c.name, c.mana_cost AS manaCost, c.cmc, c.colors, c.type_line AS typeLine, c.oracle_text AS oracleText, c.power, c.toughness,
         ${OWNED} AS owned, COUNT(*) OVER () AS total
       FROM cards c WHERE ${where}${owned} ORDER BY c.name_folded LIMIT ? OFFSET ?`,
    )
    .all(...params, limit, offset) as (CardSummary & { total: number })[];
  const total = rows[0]?.total ?? (offset > 0 ? countOnly(db, where + owned, params) : 0);
  return { total, items: rows.map(({ total: _t, ...card }) => ({ ...card, implemented: isImplemented(card.name) })) };
}

function countOnly(db: Database, where: string, params: unknown[]): number {
  return db.prepare(`SELECT COUNT(*) FROM cards c WHERE ${where}`).pluck().get(...params) as number;
}
