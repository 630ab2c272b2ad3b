// Desert: {T}: Add {C}. / {T}: This land deals 1 damage to target attacking creature. Activate only during the end of combat step.
import { card, ability, damage, manaAbility, tapCost, target } from "../dsl";
export default card({
  name: "Desert",
  abilities: [
    manaAbility("{T}: Add {C}.", { fixed: "C" }),
    // CR 602.5b, 511: only in the end of combat step, when attackers are still attacking (511.3);
    // any player's attacking creature (ruling 2004-10-04).
    ability("{T}: This land deals 1 damage to target attacking creature. Activate only during the end of combat step.", tapCost(), [damage(1)],
      { targets: [target("target attacking creature", { types: ["Creature"], attacking: true })], timing: "end_of_combat" }),
  ],
});
