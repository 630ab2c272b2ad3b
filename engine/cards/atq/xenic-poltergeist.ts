// Xenic Poltergeist: {T}: Until your next upkeep, target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value.
import { card, ability, tapCost, target } from "../dsl";
import { becomesArtifactCreature } from "../shared/animate";
const mv = { stat: "manaValue", of: "target" } as const;
export default card({
  name: "Xenic Poltergeist",
  abilities: [
    // Ends as the controller's next upkeep begins (ruling 2004-10-04). CR 608.2h: the mana value is read as it resolves.
    ability("{T}: Until your next upkeep, target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value.", tapCost(),
      [becomesArtifactCreature("target", mv, mv, "your_next_upkeep")],
      { targets: [target("noncreature artifact", { types: ["Artifact"], notTypes: ["Creature"] })], ai: { never: true } }),
  ],
});
