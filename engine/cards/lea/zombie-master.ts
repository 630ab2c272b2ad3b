// Zombie Master: Other Zombie creatures have swampwalk. (They can't be blocked as long as defending player controls a Swamp.) / Other Zombies have "{B}: Regenerate this permanent."
import { card, creature, grants, grantsAbilities, selfRegenerate } from "../dsl";

const otherZombies = { subtypes: ["Zombie"], other: true };

export default card({
  name: "Zombie Master",
  // CR 113.10, 613.1f: the granted ability is part of each Zombie's characteristics (layer 6).
  grants: { activated: [selfRegenerate("{B}: Regenerate this permanent.", "{B}")] },
  statics: [
    grants({ ...creature, ...otherZombies }, ["swampwalk"]),
    grantsAbilities(otherZombies, ["#ga0"]),
  ],
  ai: { bonus: 1 },
});
