/**
 * The first-run gift: a profile with starting coins, and the units to build the
 * six starter decks of resources/decks/ (not the era decks of its era/ folder) — saved as collection decks too, so
 * a new player can start a match at once. Units are shared between decks, so
 * the collection holds the most any one deck needs of each card — and at least
 * STARTER_BASIC_LANDS of each basic land, so that a player's own first decks
 * (mono-colored ones included) are not short of lands.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { isBasicLand, type CardData } from "./card-data";
import type { Ctx } from "./context";
import { readDeckText, type ResolvedDeck } from "./decks/resolve";
import { createDeck } from "./decks/store";
import { STARTING_COINS } from "./prices";
import { createProfile, credit } from "./profile";
import { addUnits, type NewUnit } from "./units";

export interface StarterDeck {
  name: string;
  notes: string;
  deck: ResolvedDeck;
}

export function starterDecks(ctx: Ctx): StarterDeck[] {
  const dir = join(ctx.resourcesDir, "decks");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), "utf8");
      // "// Black-Red Raiders: goblins, trolls and removal." → name and notes.
      const head = /^\s*\/\/\s*([^:\n]+?)\s*(?::\s*(.*))?$/m.exec(text);
      return {
        name: head?.[1] ?? basename(file, ".txt"),
        notes: head?.[2]?.trim() ?? "",
        deck: readDeckText(text, ctx.names, "txt"),
      };
    });
}

export const STARTER_BASIC_LANDS = 30;

/** How many of each card the starter collection holds: the most any one deck uses, and the basic lands. */
export function starterCounts(decks: readonly StarterDeck[], allCards: readonly CardData[]): Map<CardData, number> {
  const most = new Map<CardData, number>();
  for (const card of allCards) if (isBasicLand(card)) most.set(card, STARTER_BASIC_LANDS);
  for (const { deck } of decks) {
    const inDeck = new Map<CardData, number>();
    for (const e of [...deck.main, ...deck.sideboard]) inDeck.set(e.card, (inDeck.get(e.card) ?? 0) + e.count);
    for (const [card, n] of inDeck) most.set(card, Math.max(most.get(card) ?? 0, n));
  }
  return most;
}

/** The card's printing from its latest classic set, cycling through that set's arts. */
function starterPrinting(ctx: Ctx, card: CardData, i: number): NewUnit {
  const order = new Map(ctx.cards.sets.map((s, k) => [s.code, k]));
  const latest = Math.max(...card.printings.map((p) => order.get(p.set) ?? -1));
  const inSet = card.printings.filter((p) => order.get(p.set) === latest);
  const p = inSet[i % inSet.length]!;
  return { cardCode: card.code, set: p.set, number: p.number };
}

export function grantStarter(ctx: Ctx, playerName: string): void {
  const decks = starterDecks(ctx);
  ctx.tx("starter", () => {
    createProfile(ctx, playerName);
    credit(ctx, STARTING_COINS, "starting coins");
    const units: NewUnit[] = [];
    for (const [card, n] of starterCounts(decks, ctx.cards.cards)) for (let i = 0; i < n; i++) units.push(starterPrinting(ctx, card, i));
    const ids = addUnits(ctx, units, "starter");
    // Hand out units to each deck in order; every deck may reuse all of them.
    const byCard = new Map<string, string[]>();
    ids.forEach((id, k) => byCard.set(units[k]!.cardCode, [...(byCard.get(units[k]!.cardCode) ?? []), id]));
    for (const { name, notes, deck } of decks) {
      const used = new Map<string, number>();
      const pick = (entries: ResolvedDeck["main"]): string[] =>
        entries.flatMap((e) =>
          Array.from({ length: e.count }, () => {
            const k = used.get(e.card.code) ?? 0;
            used.set(e.card.code, k + 1);
            return byCard.get(e.card.code)![k]!;
          }),
        );
      createDeck(ctx, { name, notes, mode: "collection", format: "oldschool", main: pick(deck.main), sideboard: pick(deck.sideboard) });
    }
  });
}
