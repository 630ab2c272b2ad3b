/**
 * The Fallen Empires tide cycle (Homarid, Tidal Influence): "This [permanent] enters with a tide
 * counter on it. At the beginning of your upkeep, put a tide counter on this [permanent]. [As long
 * as there is exactly one / are exactly three tide counters on it, ...]. Whenever there are four or
 * more tide counters on this [permanent], remove all tide counters from it."
 */
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { CardDef } from "../types";
import { addCounters, atUpkeep } from "../dsl";

export const TIDE = "tide";
const tides = (o: GameObject): number => o.counters?.[TIDE] ?? 0;
/** "As long as there is/are exactly N tide counters on this" (CR 611.3a: checked continuously). */
export const exactlyTides = (n: number) => (_g: Game, self: GameObject): boolean => tides(self) === n;

export function tideCycle(word: string): Pick<CardDef, "replacements" | "triggers"> {
  return {
    replacements: [{ enters: "counters", kind: TIDE, n: 1 }], // CR 614.1c, 122.6
    triggers: [
      atUpkeep("yours", `At the beginning of your upkeep, put a tide counter on this ${word}.`, [addCounters(TIDE, 1, "self")]),
      {
        // CR 603.8: a state trigger; it triggers again only after this one has left the stack.
        text: `Whenever there are four or more tide counters on this ${word}, remove all tide counters from it.`,
        when: { on: "state", test: (_g, self) => tides(self) >= 4 },
        effect: [{ do: "removeCounters", what: "self", kind: TIDE, n: { counters: TIDE, on: "self" } }],
      },
    ],
  };
}
