// Elder Spawn: At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you. / This creature can't be blocked by red creatures.
import { atUpkeep, card, damage, sacrifice } from "../dsl";
import { unlessYouSacrifice } from "../shared/unless-sacrifice";

export default card({
  name: "Elder Spawn",
  keywords: ["can't be blocked by red creatures"], // CR 509.1b
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, unless you sacrifice an Island, sacrifice this creature and it deals 6 damage to you.",
    // CR 113.7a: the damage comes from it as it last existed, even once sacrificed.
    unlessYouSacrifice({ subtypes: ["Island"] }, 1, "an Island", [sacrifice("self"), damage(6, "you")]))],
  ai: { bonus: -1 },
});
