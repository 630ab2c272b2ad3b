/** Read-only views of the collection: owned cards, units, the library and one card's detail. */
import type { CardData, Ruling } from "./card-data";
import type { Ctx } from "./context";
import { CollectionError, badArgument } from "./errors";
import { MAX_PAGE, compileQuery, searchCards, type CardSummary, type SearchPage } from "./search/index";
import { UNIT_SELECT, type UnitRow } from "./units";

export interface PageOptions {
  limit?: number;
  offset?: number;
}

export function checkPage(options: PageOptions = {}): { limit: number; offset: number } {
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw badArgument(`limit must be 1 to ${MAX_PAGE}`);
  if (!Number.isInteger(offset) || offset < 0) throw badArgument("offset must be a whole number ≥ 0");
  return { limit, offset };
}

/** Owned cards grouped by name, with counts; `query` narrows them with the search syntax. */
export function ownedCards(ctx: Ctx, query = "", page?: PageOptions): SearchPage<CardSummary> {
  return searchCards(ctx.db, query, { ...checkPage(page), ownedOnly: true });
}

/** Every card of the catalogue with how many you own. */
export function library(ctx: Ctx, query = "", page?: PageOptions): SearchPage<CardSummary> {
  return searchCards(ctx.db, query, checkPage(page));
}

export interface UnitFilter extends PageOptions {
  cardCode?: string;
  /** Include sold units too (history). */
  includeRemoved?: boolean;
  /** Only units of the cards this query of the search language finds (`t:creature c:r s:lea`). */
  query?: string;
}

/** Every unit, one per line: what the player owns, copy by copy. */
export function listUnits(ctx: Ctx, filter: UnitFilter = {}): SearchPage<UnitRow> {
  const { limit, offset } = checkPage(filter);
  const conds: string[] = [];
  const params: unknown[] = [];
  if (!filter.includeRemoved) conds.push("u.removed_at IS NULL");
  if (filter.cardCode !== undefined) {
    conds.push("u.card_code = ?");
    params.push(filter.cardCode);
  }
  if (filter.query !== undefined && filter.query.trim()) {
    const q = compileQuery(ctx.db, filter.query);
    conds.push(`(${q.where})`);
    params.push(...q.params);
  }
  const where = conds.length ? `WHERE ${conds.join(" AND ")}` : "";
  const total = ctx.db.prepare(`SELECT COUNT(*) FROM units u JOIN cards c ON c.code = u.card_code ${where}`).pluck().get(...params) as number;
  const items = ctx.db
    .prepare(`${UNIT_SELECT} ${where} ORDER BY c.name_folded, u.seq LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as UnitRow[];
  return { total, items };
}

import { isImplemented } from "../../../engine/index";
import { cardHistory } from "./history";
export type { CardDetail } from "../../shared/contract/collection";
import type { CardDetail } from "../../shared/contract/collection";

/** One card: Oracle data, printings (with how many of each you own), rulings and your units. */
export function cardDetail(ctx: Ctx, codeOrName: string): CardDetail {
  const card = ctx.cards.byCode.get(codeOrName) ?? ctx.names.resolve(codeOrName);
  if (!card) throw new CollectionError("NOT_FOUND", `No card ${JSON.stringify(codeOrName)} in the catalogue`);
  const printings = ctx.db
    .prepare(
      `SELECT p.set_code AS "set", s.name AS setName, p.number, p.rarity, p.artist,
         (SELECT COUNT(*) FROM units u WHERE u.set_code = p.set_code AND u.number = p.number
            AND u.card_code = p.card_code AND u.removed_at IS NULL) AS owned
       FROM printings p JOIN sets s ON s.code = p.set_code WHERE p.card_code = ?
       ORDER BY s.position, length(p.number), p.number`,
    )
    .all(card.code) as CardDetail["printings"];
  const rulings = ctx.db
    .prepare("SELECT date, text FROM rulings WHERE card_code = ? ORDER BY position")
    .all(card.code) as Ruling[];
  const units = ctx.db
    .prepare(`${UNIT_SELECT} WHERE u.card_code = ? AND u.removed_at IS NULL ORDER BY u.seq`)
    .all(card.code) as UnitRow[];
  const stored = ctx.db.prepare("SELECT data FROM cards WHERE code = ?").pluck().get(card.code) as string;
  const history = cardHistory(ctx, card.code);
  return { card: { ...(JSON.parse(stored) as CardData), implemented: isImplemented(card.name) }, rulings, printings, units, history };
}
