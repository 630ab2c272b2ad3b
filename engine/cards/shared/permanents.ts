/** Queries over the permanents on the battlefield, judged for a given player ("you" in a filter, CR 109.5). */
import type { PlayerId } from "../../types";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { Filter } from "../types";

/** How many permanents match `filter`, with "you" being `you` (CR 109.5). */
export function countFor(g: Game, filter: Filter, you: PlayerId, source?: string): number {
  return g.battlefield().filter((o) => matches(g, o, g.chars(o), filter, { you, ...(source ? { source } : {}) })).length;
}

/** Permanents `p` controls matching `filter` ("you" in the filter is `p`). */
export function controlledBy(g: Game, p: PlayerId, filter: Filter): string[] {
  return g.state.battlefield.filter((id) => {
    const o = g.obj(id)!;
    const c = g.chars(o);
    return c.controller === p && matches(g, o, c, filter, { you: p });
  });
}

/** Whether an object now matches a filter, judged for player `you`. */
export function isA(g: Game, id: string, filter: Filter, you: PlayerId): boolean {
  const o = g.obj(id);
  return !!o && matches(g, o, g.chars(o), filter, { you });
}
