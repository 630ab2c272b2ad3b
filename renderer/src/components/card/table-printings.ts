/**
 * The printing a card at the table shows: a collection deck's units carry their set and number
 * (a Revised booster's Lightning Bolt is a Revised unit), so the cards of a seat that played a
 * collection deck show those printings. The game does not tell which physical unit is which
 * object (libraries are shuffled before any card is named, and copies are interchangeable: see
 * app/host/match/ante.ts), so each object of a name takes one of that name's unit printings,
 * steadily by its id.
 */
import type { CardView } from "../../../../engine/index";
import type { MatchSummary } from "../../../../app/shared/contract/match";

export interface Printing {
  set: string;
  number: string;
}

type ByName = Map<string, Printing[]>;
let bySeat: Record<string, ByName> = {};
let forMatch: number | null = null;

/** Loads the unit printings of the match's collection decks (seats whose deck came from the collection). */
export async function loadTablePrintings(summary: MatchSummary): Promise<void> {
  forMatch = summary.id;
  bySeat = {};
  const next: Record<string, ByName> = {};
  for (const [seat, info] of Object.entries(summary.seats)) {
    if (!info.deckId || info.control === "remote") continue;
    const r = await window.moxen.decks.get({ id: info.deckId });
    if (!r.ok) continue;
    const names: ByName = new Map();
    for (const c of [...r.value.main, ...r.value.sideboard]) {
      if (!c.set || !c.number) continue;
      const list = names.get(c.name) ?? [];
      list.push({ set: c.set, number: c.number });
      names.set(c.name, list);
    }
    next[seat] = names;
  }
  if (forMatch === summary.id) bySeat = next;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The unit printing this table card shows, or null (not from a collection deck: the chosen or first printing). */
export function tablePrintingOf(card: Pick<CardView, "id" | "name" | "owner">): Printing | null {
  const list = bySeat[card.owner]?.get(card.name);
  if (!list?.length) return null;
  return list[hash(card.id) % list.length]!;
}
