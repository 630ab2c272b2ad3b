// Thelonite Druid: {1}{G}, {T}, Sacrifice a creature: Forests you control become 2/3 creatures until end of turn. They're still lands.
import { card, ability, creature, tapCost } from "../dsl";
export default card({
  name: "Thelonite Druid",
  abilities: [ability("{1}{G}, {T}, Sacrifice a creature: Forests you control become 2/3 creatures until end of turn. They're still lands.",
    // The Druid may be the creature sacrificed (ruling 2004-10-04).
    tapCost("{1}{G}", { sacrifice: { filter: creature, count: 1, text: "a creature" } }),
    // CR 205.1b: the type Creature is added, they stay lands (layer 4); 2/3 in layer 7b. The Forests
    // are those on the battlefield as it resolves (CR 611.2c, ruling 2004-10-04) and stay creatures
    // until end of turn even if they stop being Forests.
    [{ do: "becomes", what: { all: { types: ["Land"], subtypes: ["Forest"], controller: "you" } }, types: ["Creature"], power: 2, toughness: 3, until: "end_of_turn" }])],
  ai: { value: 0.8 },
});
