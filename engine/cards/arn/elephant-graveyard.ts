// Elephant Graveyard: {T}: Add {C}. / {T}: Regenerate target Elephant.
import { ability, card, manaAbility, regenerate, tapCost, target } from "../dsl";
export default card({
  name: "Elephant Graveyard",
  abilities: [
    manaAbility("{T}: Add {C}.", { fixed: "C" }),
    // CR 701.19a: a regeneration shield on the target for this turn.
    ability("{T}: Regenerate target Elephant.", tapCost(), [regenerate("target")], { targets: [target("target Elephant", { subtypes: ["Elephant"] })] }),
  ],
});
