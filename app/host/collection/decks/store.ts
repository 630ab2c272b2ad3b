/**
 * Decks in SQLite. A collection-mode deck lists owned units (one unit at most
 * once per deck, so it can never hold more copies than you own; the same unit
 * may sit in several decks, as a paper card moves between deck boxes). A
 * free-build deck lists card names. Every write is one transaction.
 */
import type { CardData } from "../card-data";
import type { Ctx } from "../context";
import { CollectionError, badArgument } from "../errors";
import { writeDeckFile, type DeckFileFormat, type ExportCard, type ExportDeck } from "../deck-formats/index";
import { UNIT_ID_RE } from "../units";
import { clip, unknownCardMessage } from "../names";
import { MAX_SUGGESTED, readDeckText, type ResolvedEntry } from "./resolve";
import { DECK_FORMATS, validateCards, type CardCount, type DeckFormat, type DeckValidation } from "./validate";

import { DECK_MODES, type Deck, type DeckCard, type DeckInput, type DeckMode, type DeckSummary, type FreebuildCard, type ImportResult } from "../../../shared/contract/collection";

export { DECK_MODES };
export type { Deck, DeckCard, DeckInput, DeckMode, DeckSummary, FreebuildCard, ImportResult };

export const MAX_DECK_NAME = 100;
export const MAX_NOTES = 10_000;
export const MAX_DECK_CARDS = 1000;

interface Row {
  section: "main" | "side";
  cardCode: string;
  unitId: string | null;
  set: string | null;
  number: string | null;
}

interface CheckedDeck {
  name: string;
  mode: DeckMode;
  format: DeckFormat;
  notes: string;
  rows: Row[];
}

function checkHeader(input: Partial<DeckInput>): Omit<CheckedDeck, "rows"> {
  if (!input || typeof input !== "object") throw badArgument("A deck must be an object");
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name || name.length > MAX_DECK_NAME) throw badArgument(`A deck name must be 1 to ${MAX_DECK_NAME} characters`);
  if (!DECK_MODES.includes(input.mode as DeckMode)) throw badArgument(`A deck's mode is one of ${DECK_MODES.join(", ")}`);
  const format = input.format ?? "oldschool";
  if (!DECK_FORMATS.includes(format)) throw badArgument(`A deck's format is one of ${DECK_FORMATS.join(", ")}`);
  const notes = input.notes ?? "";
  if (typeof notes !== "string" || notes.length > MAX_NOTES) throw badArgument(`Deck notes must be text of at most ${MAX_NOTES} characters`);
  return { name, mode: input.mode as DeckMode, format, notes };
}

function checkInput(ctx: Ctx, input: DeckInput): CheckedDeck {
  const header = checkHeader(input);
  const sections: [Row["section"], unknown][] = [["main", input.main], ["side", input.sideboard ?? []]];
  const problems: string[] = [];
  const rows: Row[] = [];
  for (const [section, list] of sections) {
    if (!Array.isArray(list)) throw badArgument(`The ${section === "main" ? "main deck" : "sideboard"} must be a list`);
    for (const item of list as unknown[]) {
      if (header.mode === "collection") {
        if (typeof item !== "string" || !UNIT_ID_RE.test(item)) {
          problems.push(`${JSON.stringify(item)} is not a unit id (like c000522.u0001)`);
        } else rows.push({ section, cardCode: item.slice(0, 7), unitId: item, set: null, number: null });
      } else {
        const card = checkFreebuildCard(ctx, item, problems);
        if (card) for (let i = 0; i < card.count; i++) rows.push({ section, cardCode: card.code, unitId: null, set: card.set, number: card.number });
      }
      if (rows.length > MAX_DECK_CARDS) throw badArgument(`A deck may hold at most ${MAX_DECK_CARDS} cards`);
    }
  }
  // Only when every entry is well-formed is the problem one of ownership.
  const ownership = header.mode === "collection" && !problems.length ? unitProblems(ctx, rows) : { notOwned: [], twice: [] };
  problems.push(...ownership.twice, ...ownership.notOwned);
  if (problems.length) {
    const code = problems.length === ownership.notOwned.length ? "NOT_OWNED" : "BAD_ARGUMENT";
    throw new CollectionError(code, `The deck was not saved:\n${problems.join("\n")}`, problems);
  }
  return { ...header, rows };
}

function checkFreebuildCard(ctx: Ctx, item: unknown, problems: string[]): { code: string; count: number; set: string | null; number: string | null } | undefined {
  const c = item as Partial<FreebuildCard> | null;
  if (!c || typeof c !== "object" || typeof c.name !== "string") {
    problems.push(`${clip(JSON.stringify(item) ?? String(item))} is not a card entry like {"name": "Lightning Bolt", "count": 4}`);
    return undefined;
  }
  const card = ctx.cards.byCode.get(c.name) ?? ctx.names.resolve(c.name);
  if (!card) {
    problems.push(unknownCardMessage(ctx.names, c.name, problems.length < MAX_SUGGESTED));
    return undefined;
  }
  if (!Number.isInteger(c.count) || c.count! < 1 || c.count! > 250) {
    problems.push(`${card.name}: the count must be a whole number from 1 to 250`);
    return undefined;
  }
  const printing = c.set ? card.printings.find((p) => p.set === c.set && (c.number === undefined || p.number === c.number)) : undefined;
  if (c.set && !printing) {
    problems.push(`${card.name} has no printing ${c.set}${c.number ? ` ${c.number}` : ""}`);
    return undefined;
  }
  return { code: card.code, count: c.count!, set: c.set ?? null, number: c.set && c.number ? c.number : null };
}

/** Units must exist, be owned now, and appear once per deck. */
function unitProblems(ctx: Ctx, rows: Row[]): { notOwned: string[]; twice: string[] } {
  const notOwned: string[] = [];
  const twice: string[] = [];
  const seen = new Set<string>();
  const get = ctx.db.prepare("SELECT u.removed_at AS removedAt, u.removed_reason AS reason, c.name FROM units u JOIN cards c ON c.code = u.card_code WHERE u.id = ?");
  for (const row of rows) {
    const id = row.unitId!;
    if (seen.has(id)) {
      twice.push(`unit ${id} is listed twice; each owned copy can be in a deck once`);
      continue;
    }
    seen.add(id);
    const unit = get.get(id) as { removedAt: string | null; reason: string | null; name: string } | undefined;
    if (!unit) notOwned.push(`unit ${id} is not in your collection`);
    else if (unit.removedAt) notOwned.push(`${unit.name} (${id}) is no longer in your collection (${unit.reason ?? "removed"})`);
  }
  return { notOwned, twice };
}

function writeRows(ctx: Ctx, deckId: number, rows: Row[]): void {
  ctx.db.prepare("DELETE FROM deck_cards WHERE deck_id = ?").run(deckId);
  const insert = ctx.db.prepare(
    "INSERT INTO deck_cards (deck_id, section, position, card_code, unit_id, set_code, number) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const position = { main: 0, side: 0 };
  for (const r of rows) insert.run(deckId, r.section, position[r.section]++, r.cardCode, r.unitId, r.set, r.number);
}

function insertDeck(ctx: Ctx, deck: CheckedDeck): number {
  const now = ctx.now();
  const id = Number(
    ctx.db
      .prepare("INSERT INTO decks (name, mode, format, notes, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(deck.name, deck.mode, deck.format, deck.notes, now, now).lastInsertRowid,
  );
  writeRows(ctx, id, deck.rows);
  return id;
}

export function createDeck(ctx: Ctx, input: DeckInput): Deck {
  const checked = checkInput(ctx, input);
  return getDeck(ctx, ctx.tx("create-deck", () => insertDeck(ctx, checked)));
}

/** Replaces a deck's name, mode, format, notes and cards. */
export function updateDeck(ctx: Ctx, id: number, input: DeckInput): Deck {
  requireDeck(ctx, id);
  const checked = checkInput(ctx, input);
  ctx.tx("update-deck", () => {
    ctx.db
      .prepare("UPDATE decks SET name = ?, mode = ?, format = ?, notes = ?, updated_at = ? WHERE id = ?")
      .run(checked.name, checked.mode, checked.format, checked.notes, ctx.now(), id);
    writeRows(ctx, id, checked.rows);
  });
  return getDeck(ctx, id);
}

export function deleteDeck(ctx: Ctx, id: number): void {
  requireDeck(ctx, id);
  ctx.tx("delete-deck", () => ctx.db.prepare("DELETE FROM decks WHERE id = ?").run(id));
}

function requireDeck(ctx: Ctx, id: unknown): void {
  if (!Number.isSafeInteger(id)) throw badArgument("A deck id is a whole number");
  if (!ctx.db.prepare("SELECT 1 FROM decks WHERE id = ?").get(id)) throw new CollectionError("NOT_FOUND", `No deck ${id}`);
}

export function getDeck(ctx: Ctx, id: number): Deck {
  requireDeck(ctx, id);
  const head = ctx.db
    .prepare("SELECT id, name, mode, format, notes, created_at AS createdAt, updated_at AS updatedAt FROM decks WHERE id = ?")
    .get(id) as Omit<Deck, "main" | "sideboard">;
  const cards = ctx.db
    .prepare(
      `SELECT dc.section, dc.card_code AS code, c.name, dc.unit_id AS unitId,
         COALESCE(u.set_code, dc.set_code) AS "set", COALESCE(u.number, dc.number) AS number,
         (u.removed_at IS NOT NULL) AS missing
       FROM deck_cards dc JOIN cards c ON c.code = dc.card_code LEFT JOIN units u ON u.id = dc.unit_id
       WHERE dc.deck_id = ? ORDER BY dc.section, dc.position`,
    )
    .all(id) as (Omit<DeckCard, "missing"> & { section: string; missing: number })[];
  const strip = (section: string): DeckCard[] =>
    cards.filter((c) => c.section === section).map(({ section: _s, missing, ...c }) => ({ ...c, missing: missing === 1 }));
  return { ...head, main: strip("main"), sideboard: strip("side") };
}

export function listDecks(ctx: Ctx): DeckSummary[] {
  const ids = ctx.db.prepare("SELECT id FROM decks ORDER BY name COLLATE NOCASE, id").pluck().all() as number[];
  return ids.map((id) => {
    const deck = getDeck(ctx, id);
    const v = validateLoaded(ctx, deck);
    return {
      id,
      name: deck.name,
      mode: deck.mode,
      format: deck.format,
      mainCount: deck.main.length,
      sideboardCount: deck.sideboard.length,
      valid: v.valid,
      playable: v.playable,
      updatedAt: deck.updatedAt,
    };
  });
}

export function validateDeck(ctx: Ctx, id: number, format?: DeckFormat): DeckValidation {
  if (format !== undefined && !DECK_FORMATS.includes(format)) throw badArgument(`A format is one of ${DECK_FORMATS.join(", ")}`);
  return validateLoaded(ctx, getDeck(ctx, id), format);
}

function validateLoaded(ctx: Ctx, deck: Deck, format: DeckFormat = deck.format): DeckValidation {
  const counts: CardCount[] = [];
  const add = (cards: DeckCard[], section: CardCount["section"]): void => {
    for (const c of cards) counts.push({ card: ctx.cards.byCode.get(c.code)!, count: 1, section });
  };
  add(deck.main, "main");
  add(deck.sideboard, "sideboard");
  const gone = [...deck.main, ...deck.sideboard]
    .filter((c) => c.missing)
    .map((c) => `${c.name} (${c.unitId}) is no longer in your collection (${unitRemovedReason(ctx, c.unitId!)})`);
  return validateCards(counts, format, gone);
}

function unitRemovedReason(ctx: Ctx, unitId: string): string {
  return (ctx.db.prepare("SELECT removed_reason FROM units WHERE id = ?").pluck().get(unitId) as string | null) ?? "removed";
}

export interface ImportOptions {
  mode: DeckMode;
  /** Overrides the name in the file; one of the two is needed (the CLI passes the file's base name). */
  name?: string;
  format?: DeckFormat;
  /** Read the file as this format instead of recognising it. */
  fileFormat?: DeckFileFormat;
  /**
   * Import nothing unless every line can be taken (an unknown card, a card the collection is short
   * of). By default the deck takes what it can and `leftOut` says what was left out and why.
   */
  allOrNothing?: boolean;
}

/**
 * Reads a deck file and saves it as a new deck: what it can (the rest listed in `leftOut`), or, with
 * `allOrNothing`, everything or nothing. A file with no card that can be taken imports nothing.
 */
export function importDeck(ctx: Ctx, text: string, options: ImportOptions): ImportResult {
  if (!options || typeof options !== "object") throw badArgument("Import options are needed: at least a mode");
  let resolved;
  try {
    resolved = readDeckText(text, ctx.names, options.fileFormat, { partial: !options.allOrNothing });
  } catch (e) {
    if (e instanceof CollectionError && e.code === "DECK_FILE") {
      throw new CollectionError(e.code, e.message.replace(/:\n/, "; nothing was imported:\n"), e.details);
    }
    throw e;
  }
  const header = checkHeader({
    name: options.name ?? resolved.name ?? "Imported deck",
    mode: options.mode,
    format: options.format ?? "oldschool",
    notes: resolved.notes ?? "",
  });
  const leftOut = [...resolved.leftOut];
  const rows =
    header.mode === "collection"
      ? allocateUnits(ctx, resolved.main, resolved.sideboard, options.allOrNothing ? null : leftOut)
      : [...expand(resolved.main, "main"), ...expand(resolved.sideboard, "side")];
  if (rows.length > MAX_DECK_CARDS) throw badArgument(`A deck may hold at most ${MAX_DECK_CARDS} cards`);
  const id = ctx.tx("import-deck", () => insertDeck(ctx, { ...header, rows }));
  return { deck: getDeck(ctx, id), fileFormat: resolved.format, warnings: resolved.warnings, leftOut };
}

function expand(entries: ResolvedEntry[], section: Row["section"]): Row[] {
  return entries.flatMap((e) =>
    Array.from({ length: e.count }, () => ({ section, cardCode: e.card.code, unitId: null, set: e.set ?? null, number: e.number ?? null })),
  );
}

/**
 * Picks owned units for each line, preferring the printing the file asks for. If anything is short,
 * each shortage is added to `leftOut` (the copies owned are taken); with no `leftOut` (all or
 * nothing), or when no card at all is owned, nothing is saved and every shortage is listed.
 */
function allocateUnits(ctx: Ctx, main: ResolvedEntry[], sideboard: ResolvedEntry[], leftOut: string[] | null): Row[] {
  const owned = ctx.db.prepare("SELECT id, set_code AS \"set\", number FROM units WHERE card_code = ? AND removed_at IS NULL ORDER BY seq");
  const pools = new Map<string, { id: string; set: string; number: string }[]>();
  const need = new Map<string, { card: CardData; count: number }>();
  const rows: Row[] = [];
  const take = (e: ResolvedEntry, section: Row["section"]): void => {
    let pool = pools.get(e.card.code);
    if (!pool) pools.set(e.card.code, (pool = owned.all(e.card.code) as { id: string; set: string; number: string }[]));
    const n = need.get(e.card.code) ?? { card: e.card, count: 0 };
    n.count += e.count;
    need.set(e.card.code, n);
    for (let i = 0; i < e.count; i++) {
      const score = (u: { set: string; number: string }): number => (u.set === e.set ? (u.number === e.number ? 2 : 1) : 0);
      let best = -1;
      pool.forEach((u, k) => {
        if (best < 0 || score(u) > score(pool![best]!)) best = k;
      });
      if (best < 0) return;
      const [unit] = pool.splice(best, 1);
      rows.push({ section, cardCode: e.card.code, unitId: unit!.id, set: null, number: null });
    }
  };
  main.forEach((e) => take(e, "main"));
  sideboard.forEach((e) => take(e, "side"));
  const short = [...need.values()]
    .map(({ card, count }) => ({ card, count, have: rows.filter((r) => r.cardCode === card.code).length }))
    .filter((s) => s.have < s.count)
    .map((s) => `${s.card.name}: the deck needs ${s.count}, your collection has ${s.have}`);
  if (short.length && leftOut && rows.length) {
    leftOut.push(...short.map((s) => `${s}; ${s.endsWith("has 0") ? "none was" : "the copies you own were"} taken`));
    return rows;
  }
  if (short.length) {
    throw new CollectionError("NOT_OWNED", `Your collection is short of cards for this deck; nothing was imported:\n${short.join("\n")}`, short);
  }
  return rows;
}

/** A deck as a deck file; copies are merged into lines as far as the format can tell them apart. */
export function exportDeck(ctx: Ctx, id: number, fileFormat: DeckFileFormat): string {
  return writeDeckFile(deckToExport(getDeck(ctx, id)), fileFormat);
}

export function deckToExport(deck: Deck): ExportDeck {
  const copies = (cards: DeckCard[]): ExportCard[] =>
    cards.map((c) => ({ count: 1, name: c.name, ...(c.set ? { set: c.set } : {}), ...(c.set && c.number ? { number: c.number } : {}) }));
  return { name: deck.name, notes: deck.notes, main: copies(deck.main), sideboard: copies(deck.sideboard) };
}
