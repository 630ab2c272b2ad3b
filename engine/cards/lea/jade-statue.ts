// Jade Statue: {2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.
import { card, ability } from "../dsl";
import { becomesArtifactCreature } from "../shared/animate";
export default card({
  name: "Jade Statue",
  abilities: [
    ability("{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.", { mana: "{2}" },
      [becomesArtifactCreature("self", 3, 6, "end_of_combat", ["Golem"])], { timing: "combat" }),
  ],
});
