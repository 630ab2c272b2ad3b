// Titania's Song: Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of turn.
import { card } from "../dsl";
export default card({
  name: "Titania's Song",
  statics: [{
    text: "Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value.",
    affects: { types: ["Artifact"], notTypes: ["Creature"] },
    // CR 613.6: one effect in layers 4 (type), 6 (abilities) and 7b (base P/T), applied to the
    // artifacts it applied to in layer 4, though they are creatures from then on.
    layer: "4",
    mod: { addTypes: ["Creature"] },
    also: [
      { layer: "6", mod: { loseAllAbilities: true } }, // CR 613.1f, 113.10b
      { layer: "7b", mod: (_g, _self, _target, chars) => ({ setPt: [chars.manaValue, chars.manaValue] }) },
    ],
    lingers: "end_of_turn",
  }],
  ai: { bonus: 0 }, // worth only the creatures it makes of each side's artifacts, which the look-ahead sees
});
