/**
 * Search syntax, a subset of Scryfall's: text → tokens → AST. Nothing here
 * touches SQL; compile.ts turns the AST into a parameterised WHERE clause.
 *
 *   query   := or
 *   or      := and ("or" and)*
 *   and     := unary (["and"] unary)*        implicit and between terms
 *   unary   := "-" unary | "(" or ")" | term
 *   term    := word | "phrase" | field op value
 *
 * Positions are 1-based character columns, as shown to the player.
 */
import { CollectionError } from "../errors";

export type Field = "type" | "oracle" | "color" | "mv" | "pow" | "tou" | "rarity" | "set" | "name" | "is";
export type Op = ":" | "=" | "!=" | "<" | "<=" | ">" | ">=";

export type Node =
  | { kind: "all" }
  | { kind: "and"; items: Node[] }
  | { kind: "or"; items: Node[] }
  | { kind: "not"; item: Node }
  | { kind: "name"; value: string; pos: number }
  | { kind: "field"; field: Field; op: Op; value: string; pos: number; valuePos: number };

const FIELDS: Record<string, Field> = {
  t: "type", type: "type",
  o: "oracle", oracle: "oracle",
  c: "color", color: "color", colors: "color",
  mv: "mv", cmc: "mv", manavalue: "mv",
  pow: "pow", power: "pow",
  tou: "tou", toughness: "tou",
  r: "rarity", rarity: "rarity",
  s: "set", e: "set", set: "set", edition: "set",
  n: "name", name: "name",
  is: "is",
};

/** Fields that compare: the others only take ":" or "=". */
const COMPARABLE = new Set<Field>(["color", "mv", "pow", "tou", "rarity"]);

type Token =
  | { t: "(" | ")" | "or" | "and" | "-"; pos: number }
  | { t: "word"; value: string; pos: number }
  | { t: "phrase"; value: string; pos: number }
  | { t: "field"; field: Field; op: Op; value: string; pos: number; valuePos: number };

export function syntaxError(message: string, pos: number): CollectionError {
  return new CollectionError("SEARCH_SYNTAX", `${message} at position ${pos}`);
}

const FIELD_RE = /^([a-zA-Z]+)(>=|<=|!=|:|=|<|>)(.*)$/s;
const STOP = /[\s()"]/;

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const readQuoted = (start: number): string => {
    const close = input.indexOf('"', start + 1);
    if (close < 0) throw syntaxError(`Expected a closing '"' for the quote opened at position ${start + 1}`, input.length + 1);
    i = close + 1;
    return input.slice(start + 1, close);
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (/\s/.test(ch)) { i++; continue; }
    if (ch === "(" || ch === ")") { tokens.push({ t: ch, pos: i + 1 }); i++; continue; }
    if (ch === "-") {
      if (i + 1 >= input.length || /[\s)]/.test(input[i + 1]!)) throw syntaxError(`Expected a search term after "-"`, i + 1);
      tokens.push({ t: "-", pos: i + 1 });
      i++;
      continue;
    }
    if (ch === '"') {
      const pos = i + 1;
      tokens.push({ t: "phrase", value: readQuoted(i), pos });
      continue;
    }
    const start = i;
    while (i < input.length && !STOP.test(input[i]!)) i++;
    const word = input.slice(start, i);
    const m = FIELD_RE.exec(word);
    if (!m) {
      const lower = word.toLowerCase();
      if (lower === "or" || lower === "and") tokens.push({ t: lower, pos: start + 1 });
      else tokens.push({ t: "word", value: word, pos: start + 1 });
      continue;
    }
    const [, rawField, op, rest] = m as unknown as [string, string, Op, string];
    const field = FIELDS[rawField.toLowerCase()];
    if (!field) throw syntaxError(`Unknown search field "${rawField}"`, start + 1);
    if (!COMPARABLE.has(field) && op !== ":" && op !== "=") {
      throw syntaxError(`"${rawField}" takes ":" not "${op}"`, start + 1 + rawField.length);
    }
    let value = rest;
    let valuePos = start + 1 + rawField.length + op.length;
    if (value === "" && input[i] === '"') {
      valuePos = i + 1;
      value = readQuoted(i);
    }
    if (value.trim() === "") throw syntaxError(`Expected a value after "${rawField}${op}"`, valuePos);
    tokens.push({ t: "field", field, op, value, pos: start + 1, valuePos });
  }
  return tokens;
}

export function parseQuery(input: string): Node {
  const tokens = tokenize(input);
  const end = input.length + 1;
  let k = 0;
  const peek = (): Token | undefined => tokens[k];
  const where = (): number => peek()?.pos ?? end;

  const parseOr = (): Node => {
    const items = [parseAnd()];
    while (peek()?.t === "or") {
      k++;
      items.push(parseAnd());
    }
    return items.length === 1 ? items[0]! : { kind: "or", items };
  };
  const parseAnd = (): Node => {
    const items: Node[] = [];
    for (;;) {
      const tok = peek();
      if (!tok || tok.t === ")" || tok.t === "or") break;
      if (tok.t === "and") {
        if (!items.length) throw syntaxError(`Expected a search term before "and"`, tok.pos);
        k++;
        if (!peek() || peek()!.t === ")" || peek()!.t === "or" || peek()!.t === "and") {
          throw syntaxError(`Expected a search term after "and"`, where());
        }
        continue;
      }
      items.push(parseUnary());
    }
    if (!items.length) {
      const tok = peek();
      const after = k > 0 ? tokens[k - 1] : undefined;
      if (after?.t === "or") throw syntaxError(`Expected a search term after "or"`, where());
      if (tok?.t === "or") throw syntaxError(`Expected a search term before "or"`, tok.pos);
      throw syntaxError("Expected a search term", where());
    }
    return items.length === 1 ? items[0]! : { kind: "and", items };
  };
  const parseUnary = (): Node => {
    const tok = peek()!;
    if (tok.t === "-") {
      k++;
      const next = peek();
      if (!next || next.t === ")" || next.t === "or" || next.t === "and") {
        throw syntaxError(`Expected a search term after "-"`, where());
      }
      return { kind: "not", item: parseUnary() };
    }
    if (tok.t === "(") {
      k++;
      const inner = parseOr();
      if (peek()?.t !== ")") throw syntaxError(`Expected ")"`, where());
      k++;
      return inner;
    }
    k++;
    switch (tok.t) {
      case "word":
      case "phrase":
        return { kind: "name", value: tok.value, pos: tok.pos };
      case "field":
        return { kind: "field", field: tok.field, op: tok.op, value: tok.value, pos: tok.pos, valuePos: tok.valuePos };
      default:
        throw syntaxError(`Unexpected "${tok.t}"`, tok.pos);
    }
  };

  if (!tokens.length) return { kind: "all" };
  const tree = parseOr();
  const rest = peek();
  if (rest) throw syntaxError(`Unexpected "${rest.t === ")" ? ")" : rest.t}"`, rest.pos);
  return tree;
}
