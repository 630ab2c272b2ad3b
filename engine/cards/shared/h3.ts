/**
 * Helpers shared by batch-3 cards (Aspect of Wolf, Karma, Blessing, Holy Armor, Regeneration):
 * counting permanents relative to a given player, and "{cost}: enchanted creature ..." abilities.
 */
import type { PlayerId } from "../../types";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { ActivatedDef, Filter } from "../types";
import { ability, pump } from "../dsl";

/** How many permanents match `filter`, with "you" being `you` (CR 109.5). */
export function countFor(g: Game, filter: Filter, you: PlayerId, source?: string): number {
  return g.battlefield().filter((o) => matches(g, o, g.chars(o), filter, { you, ...(source ? { source } : {}) })).length;
}

/** "{mana}: Enchanted creature gets +P/+T until end of turn." (an Aura's own activated ability). */
export const enchantedPump = (text: string, mana: string, p: number, t: number): ActivatedDef =>
  ability(text, { mana }, [pump(p, t, "enchanted")]);
