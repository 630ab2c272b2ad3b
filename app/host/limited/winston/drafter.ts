/**
 * A simple computer drafter for Winston: it values each card it saw with the heuristic's card
 * values (app/host/ai/board.ts: a creature from its printed body and keywords, other cards from
 * their `ai` hints, engine/cards/hints.ts), leaning towards the two colours its pool is strongest
 * in once it has a few cards, and takes a pile when the pile is worth more than what passing
 * promises: a bigger pile later, or at the end a blind card of average worth.
 */
import { cardData } from "../../../../engine/cards/data";
import { bonusHint, handValueHint } from "../../ai/cards";
import { printedCreatureValue } from "../../ai/board";
import type { Chooser, SideView } from "./side";

/** About what one card is worth to a limited deck, in the heuristic's points (a Grizzly Bears ≈ 3.5). */
export function draftValue(name: string): number {
  const d = cardData(name);
  if (!d) return 1;
  if (d.types.includes("Land")) return d.supertypes.includes("Basic") ? 0.1 : d.subtypes.length >= 2 ? 1.5 : 0.8;
  if (d.types.includes("Creature")) return printedCreatureValue(name);
  return Math.max(handValueHint(name) ?? 0, bonusHint(name) ?? 0, 1.2 + d.cmc * 0.3);
}

/** The colours of a pool, strongest first, weighted by each card's value. */
function colourWeights(pool: readonly string[]): Map<string, number> {
  const w = new Map<string, number>();
  for (const name of pool) for (const c of cardData(name)?.colors ?? []) w.set(c, (w.get(c) ?? 0) + draftValue(name));
  return w;
}

/** A card's worth to this pool: off-colour cards count for less once the pool has chosen its colours. */
export function valueFor(name: string, pool: readonly string[]): number {
  const v = draftValue(name);
  const colors = cardData(name)?.colors ?? [];
  if (pool.length < 8 || colors.length === 0) return v;
  const top = [...colourWeights(pool)].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([c]) => c);
  return colors.every((c) => top.includes(c)) ? v : v * 0.4;
}

/** What passing the pile at `at` promises instead, about: a blind card at the end, bigger piles before. */
const PASS_WORTH = [4.5, 3.5, 2.2];

export function heuristicChooser(): Chooser {
  return (view: SideView) => {
    if (!view.mayPass) return "take";
    const pile = view.piles[view.at]!;
    const worth = pile.cards.reduce((sum, c) => sum + (c ? valueFor(c, view.pool) : 1), 0);
    return worth >= PASS_WORTH[view.at]! ? "take" : "pass";
  };
}
