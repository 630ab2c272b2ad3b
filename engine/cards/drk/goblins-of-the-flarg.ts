// Goblins of the Flarg: Mountainwalk / When you control a Dwarf, sacrifice this creature.
import { card, sacrifice } from "../dsl";
import { controlledBy } from "../shared/permanents";
export default card({
  name: "Goblins of the Flarg",
  keywords: ["mountainwalk"],
  triggers: [{
    text: "When you control a Dwarf, sacrifice this creature.",
    // CR 603.8: a state trigger (again only after it has left the stack); no intervening "if", so it
    // sacrifices even if the Dwarf is gone by then.
    when: { on: "state", test: (g, self) => controlledBy(g, g.chars(self).controller, { subtypes: ["Dwarf"] }).length > 0 },
    effect: [sacrifice("self")],
  }],
});
