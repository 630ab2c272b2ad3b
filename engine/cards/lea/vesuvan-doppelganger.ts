// Vesuvan Doppelganger: You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability."
import { atUpkeep, card, code, targetCreature } from "../dsl";
import { becomeCopy } from "../../core/copy-permanents";
import type { CopyExcept } from "../types";

const NAME = "Vesuvan Doppelganger";
// CR 707.9a–b: the exceptions are part of the copy's copiable values; the upkeep ability is one only
// the copy has (a granted trigger of this card, "#gt0").
const except: CopyExcept = { keepColors: true, abilities: [`${NAME}#gt0`] };

export default card({
  name: NAME,
  // CR 707.5, 614.12a: chosen as it enters, not targeted.
  replacements: [{ enters: "copy", filter: { types: ["Creature"] }, prompt: "Vesuvan Doppelganger: choose a creature to copy (or none)", except }],
  grants: {
    triggers: [atUpkeep("yours", "At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.", [
      { do: "may", prompt: "Have this creature become a copy of the target creature?", then: [code((ctx) => {
        const self = ctx.self();
        const t = ctx.target(0);
        const of = t !== undefined ? ctx.g.obj(t) : undefined;
        // CR 707.2: it stays the same object (damage, counters, Auras stay; ruling: it hasn't left the battlefield).
        if (self && of) becomeCopy(ctx.g, self.id, of, except, NAME);
      })] },
    ], { targets: [targetCreature] })],
  },
  ai: { value: 2 },
});
