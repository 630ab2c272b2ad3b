/**
 * AST → SQL WHERE clause over `cards c`, with every user value bound as a
 * parameter (never spliced into the SQL text).
 */
import { foldName } from "../names";
import type { Node, Op } from "./parser";
import { syntaxError } from "./parser";

export interface Compiled {
  where: string;
  params: unknown[];
}

export interface CompileContext {
  /** Set codes and aliases (folded) → set code. */
  sets: ReadonlyMap<string, string>;
  /** Names of the cards the rules engine implements (is:playable). */
  playable: readonly string[];
}

const SQL_OP: Record<Exclude<Op, ":">, string> = { "=": "=", "!=": "<>", "<": "<", "<=": "<=", ">": ">", ">=": ">=" };
const sqlOp = (op: Op): string => (op === ":" ? "=" : SQL_OP[op]);

const COLOR_WORDS: Record<string, number> = { white: 1, blue: 2, black: 4, red: 8, green: 16 };
const COLOR_LETTERS: Record<string, number> = { w: 1, u: 2, b: 4, r: 8, g: 16 };
const RARITY_RANK: Record<string, number> = { c: 1, common: 1, u: 2, uncommon: 2, r: 3, rare: 3 };
const RARITY_SQL = "CASE p.rarity WHEN 'common' THEN 1 WHEN 'uncommon' THEN 2 ELSE 3 END";

function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export function compile(node: Node, ctx: CompileContext): Compiled {
  const params: unknown[] = [];
  const bind = (v: unknown): string => {
    params.push(v);
    return "?";
  };

  const walk = (n: Node): string => {
    switch (n.kind) {
      case "all":
        return "1";
      case "and":
        return `(${n.items.map(walk).join(" AND ")})`;
      case "or":
        return `(${n.items.map(walk).join(" OR ")})`;
      case "not":
        return `NOT ${walk(n.item)}`;
      case "name":
        return `(c.name_folded LIKE ${bind(likeContains(foldName(n.value)))} ESCAPE '\\')`;
      case "field":
        return field(n);
    }
  };

  const field = (n: Extract<Node, { kind: "field" }>): string => {
    const value = n.value.trim();
    switch (n.field) {
      case "name":
        return `(c.name_folded LIKE ${bind(likeContains(foldName(value)))} ESCAPE '\\')`;
      case "type":
        return `(c.type_folded LIKE ${bind(likeContains(foldName(value)))} ESCAPE '\\')`;
      case "oracle": {
        // Trigram FTS needs 3 characters; shorter fragments fall back to LIKE (985 rows).
        if ([...value].length < 3) return `(c.oracle_text LIKE ${bind(likeContains(value))} ESCAPE '\\')`;
        const phrase = `"${value.replace(/"/g, '""')}"`;
        return `(c.rowid IN (SELECT rowid FROM card_text WHERE card_text MATCH ${bind(phrase)}))`;
      }
      case "mv":
        return `(c.cmc ${sqlOp(n.op)} ${bind(number(value, n.valuePos))})`;
      case "pow":
      case "tou": {
        const col = n.field === "pow" ? "c.power_num" : "c.toughness_num";
        const other = { pow: "c.power_num", power: "c.power_num", tou: "c.toughness_num", toughness: "c.toughness_num" }[
          value.toLowerCase()
        ];
        const rhs = other ?? bind(number(value, n.valuePos));
        return `(${col} IS NOT NULL AND ${other ? `${other} IS NOT NULL AND ` : ""}${col} ${sqlOp(n.op)} ${rhs})`;
      }
      case "color":
        return color(n.op, value.toLowerCase(), n.valuePos);
      case "rarity": {
        const rank = RARITY_RANK[value.toLowerCase()];
        if (!rank) throw syntaxError(`Unknown rarity "${value}" (use common, uncommon or rare)`, n.valuePos);
        return `(EXISTS (SELECT 1 FROM printings p WHERE p.card_code = c.code AND ${RARITY_SQL} ${sqlOp(n.op)} ${bind(rank)}))`;
      }
      case "is": {
        // Until the card pool is complete, which cards can be taken into a match.
        if (!/^(playable|implemented)$/i.test(value)) throw syntaxError(`Unknown "is:${value}" (use is:playable)`, n.valuePos);
        return `(c.name IN (SELECT value FROM json_each(${bind(JSON.stringify(ctx.playable))})))`;
      }
      case "set": {
        const code = ctx.sets.get(foldName(value));
        if (!code) throw syntaxError(`Unknown set "${value}"`, n.valuePos);
        return `(EXISTS (SELECT 1 FROM printings p WHERE p.card_code = c.code AND p.set_code = ${bind(code)}))`;
      }
    }
  };

  const color = (op: Op, value: string, pos: number): string => {
    // c:c colorless, c:m multicolored: Scryfall's special values.
    if (value === "c" || value === "colorless") return op === "!=" ? "(c.color_count > 0)" : "(c.color_count = 0)";
    if (value === "m" || value === "multicolor") return op === "!=" ? "(c.color_count < 2)" : "(c.color_count >= 2)";
    let mask = COLOR_WORDS[value] ?? 0;
    if (!mask) {
      for (const ch of value) {
        const bit = COLOR_LETTERS[ch];
        if (!bit) throw syntaxError(`Unknown color "${value}" (use letters from wubrg, or c, m)`, pos);
        mask |= bit;
      }
    }
    const m = bind(mask);
    switch (op) {
      case ":":
      case ">=":
        return `((c.color_mask & ${m}) = ${bind(mask)})`;
      case "=":
        return `(c.color_mask = ${m})`;
      case "!=":
        return `(c.color_mask <> ${m})`;
      case "<=":
        return `((c.color_mask & ~${m}) = 0)`;
      case ">":
        return `((c.color_mask & ${m}) = ${bind(mask)} AND c.color_mask <> ${bind(mask)})`;
      case "<":
        return `((c.color_mask & ~${m}) = 0 AND c.color_mask <> ${bind(mask)})`;
    }
  };

  return { where: walk(node), params };
}

function number(value: string, pos: number): number {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw syntaxError(`Expected a number, found "${value}"`, pos);
  return Number(value);
}
