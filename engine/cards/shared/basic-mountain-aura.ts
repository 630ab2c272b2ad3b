/**
 * Goblin Caves and Goblin Shrine: "As long as enchanted land is a basic Mountain, Goblin creatures
 * get +P/+T." Checked continuously (CR 611.3a) on the land's current characteristics; "basic" is
 * the supertype (CR 205.4a), so a nonbasic land with the subtype Mountain doesn't count.
 */
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { Filter, StaticDef } from "../types";
import { anthem } from "../dsl";
import { worded } from "../words";

export const basicMountain: Filter = { types: ["Land"], supertypes: ["Basic"], subtypes: ["Mountain"] };
export const goblinCreatures: Filter = { types: ["Creature"], subtypes: ["Goblin"] };

// The land type is data (cards/words.ts), for text-changing effects (CR 612).
const enchantsBasicMountain = worded(basicMountain, (w) => (g: Game, self: GameObject): boolean => {
  const host = self.attachedTo !== undefined && !g.isPlayer(self.attachedTo) ? g.obj(self.attachedTo) : undefined;
  return !!host && host.zone === "battlefield" && matches(g, host, g.chars(host), w, { you: g.chars(self).controller });
});

/** "As long as enchanted land is a basic Mountain, Goblin creatures get +P/+T" (layer 7c): every Goblin, whoever controls it. */
export const goblinMountainAnthem = (p: number, t: number): StaticDef => anthem(p, t, goblinCreatures, enchantsBasicMountain);
