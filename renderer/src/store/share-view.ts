/**
 * Structural sharing between two host views. Every update carries the whole view, freshly
 * parsed, so without this every card is a new object and the table redraws all of them. Here
 * a card (or list of cards) equal to the one shown before keeps the old object: the table's
 * memoised card components then skip what did not change. Pure: no React, no store.
 */
import type { CardView, PlayerView } from "../../../engine/index";

/** Deep equality of plain JSON data (what the host sends). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function cardsOf(v: PlayerView): CardView[][] {
  const out: CardView[][] = [v.battlefield];
  for (const p of Object.values(v.players)) {
    if (p.hand) out.push(p.hand);
    out.push(p.graveyard, p.exile);
  }
  return out;
}

/** `next` with every card (and card list) equal to one in `prev` replaced by `prev`'s object. */
export function shareView(prev: PlayerView | null | undefined, next: PlayerView): PlayerView {
  if (!prev || prev === next) return next;
  const known = new Map<string, CardView>();
  for (const list of cardsOf(prev)) for (const c of list) known.set(c.id, c);
  const shareList = (list: CardView[], old: CardView[] | null | undefined): CardView[] => {
    let same = !!old && old.length === list.length;
    const out = list.map((c, i) => {
      const k = known.get(c.id);
      const kept = k && sameJson(k, c) ? k : c;
      if (same && old![i] !== kept) same = false;
      return kept;
    });
    return same ? old! : out;
  };
  const players = { ...next.players };
  for (const id of Object.keys(players) as (keyof typeof players)[]) {
    const p = players[id];
    const o = prev.players[id];
    players[id] = {
      ...p,
      hand: p.hand ? shareList(p.hand, o?.hand) : p.hand,
      graveyard: shareList(p.graveyard, o?.graveyard),
      exile: shareList(p.exile, o?.exile),
    };
  }
  return { ...next, players, battlefield: shareList(next.battlefield, prev.battlefield) };
}
