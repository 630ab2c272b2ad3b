/**
 * What the opponent's choices reveal about the cards in its hand. A player who has a land plays it,
 * and one who leaves mana unused at the end of its turn had no creature it could cast with that
 * mana: so when the opponent skipped its land drop, or ended its turn with mana open, some cards
 * are unlikely to be in its hand. The strong AI samples the hidden hand accordingly
 * (determinize.ts) instead of uniformly from the cards not yet seen; everything here comes from
 * the views the AI was shown, never from the hidden state.
 */
import { cardData } from "../../../engine/cards/data";
import { costTotal, parseCost } from "../../../engine/core/mana";
import type { PlayerView } from "../../../engine/index";
import { manaOpen, otherPlayer, type ManaInfo } from "./board";
import type { HandObservation } from "./types";

/** Steps of the opponent's turn that come after its first main phase (its land drop is behind it). */
const AFTER_FIRST_MAIN = new Set(["beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "postcombat_main", "end"]);

/**
 * Updates what the AI has seen of the opponent's hand from a view it was shown. Observations are
 * made during the opponent's turn, after its first main phase; a later one replaces an earlier one.
 */
export function observeOpponent(obs: HandObservation | undefined, view: PlayerView): HandObservation | undefined {
  const opp = otherPlayer(view.you);
  if (view.turn.active !== opp || !AFTER_FIRST_MAIN.has(view.turn.step) || view.players[opp].hand) return obs;
  const pl = view.players[opp];
  const same = obs && obs.turn === view.turn.number;
  const next: HandObservation = {
    turn: view.turn.number, handCount: pl.handCount, libraryCount: pl.libraryCount,
    noLands: pl.landsPlayed === 0,
    // Mana left open at the end of the turn, with nothing on the stack (the main phases are over).
    unusedMana: view.turn.step === "end" && view.stack.length === 0 ? manaOpen(view, opp) : same ? obs.unusedMana : undefined,
  };
  return next;
}

/** Whether a card of `name` would have been played by a player who had the chance `obs` describes. */
export function wouldHaveBeenPlayed(name: string, obs: HandObservation): boolean {
  const d = cardData(name);
  if (!d) return false;
  if (d.types.includes("Land")) return obs.noLands;
  // Creatures go down in a main phase whenever they can be paid for; other spells wait for a use.
  if (d.types.includes("Creature") && obs.unusedMana) return canPay(d.manaCost ?? "", obs.unusedMana);
  return false;
}

function canPay(costText: string, mana: ManaInfo): boolean {
  const cost = parseCost(costText);
  if (cost.xCount) return false;
  if (costTotal(cost) > mana.total) return false;
  for (const [col, n] of Object.entries(cost.colored)) if ((mana.colors[col] ?? 0) < (n ?? 0)) return false;
  return true;
}

/**
 * How many of the opponent's hidden hand cards the observation still speaks for: the cards it held
 * then that are still in its hand, counting every card drawn since as a new one (a conservative
 * guess: a card that left the hand may have been an old one).
 */
export function constrainedCount(obs: HandObservation, view: PlayerView): number {
  const pl = view.players[otherPlayer(view.you)];
  const drawnSince = Math.max(0, obs.libraryCount - pl.libraryCount);
  return Math.max(0, Math.min(obs.handCount, pl.handCount - drawnSince));
}

/** The opponent's hand constraint for sampling, if the AI has seen something that narrows it. */
export function handConstraint(obs: HandObservation | undefined, view: PlayerView): { count: number; excluded: (name: string) => boolean } | undefined {
  if (!obs || (!obs.noLands && !obs.unusedMana)) return undefined;
  const count = constrainedCount(obs, view);
  if (!count) return undefined;
  return { count, excluded: (name) => wouldHaveBeenPlayed(name, obs) };
}
