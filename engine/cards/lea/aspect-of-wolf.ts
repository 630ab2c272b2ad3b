// Aspect of Wolf: Enchant creature / Enchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.
import { card, enchantCreature } from "../dsl";
import { countFor } from "../shared/permanents";
import { worded } from "../words";
import type { Filter, Modification } from "../types";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

const forestsYouControl = { subtypes: ["Forest"], controller: "you" as const };

export default card({
  name: "Aspect of Wolf",
  enchant: enchantCreature,
  // Layer 7c; counted continuously (2009-10-01 ruling), "you" being the Aura's controller (CR 109.5).
  statics: [{
    layer: "7c",
    affects: "enchanted",
    // The land type is data (cards/words.ts), for text-changing effects (CR 612).
    mod: worded(forestsYouControl as Filter, (w) => (g: Game, self: GameObject): Modification => {
      const n = countFor(g, w, g.chars(self).controller, self.id);
      return { pt: [Math.floor(n / 2), Math.ceil(n / 2)] };
    }),
  }],
  ai: { targets: "helpful" },
});
