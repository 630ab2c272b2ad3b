// Bronze Horse: Trample / As long as you control another creature, prevent all damage that would be dealt to this creature by spells that target it.
import { card } from "../dsl";
export default card({
  name: "Bronze Horse",
  keywords: ["trample"],
  prevents: [{
    to: "self",
    // Damage from a resolving spell that targets it (CR 615); abilities aren't spells.
    spellTargeting: true,
    // "As long as you control another creature" (CR 611.3a: checked as the damage would be dealt).
    condition: (g, self) => g.controls(g.chars(self).controller, (o, c) => o.id !== self.id && c.types.includes("Creature")),
  }],
});
