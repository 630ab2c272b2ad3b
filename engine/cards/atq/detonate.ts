// Detonate: Destroy target artifact with mana value X. It can't be regenerated. Detonate deals X damage to that artifact's controller.
import { card, damage, destroy, target } from "../dsl";
export default card({
  name: "Detonate",
  spell: {
    targets: [target("target artifact with mana value X", { types: ["Artifact"], manaValue: { eq: "X" } })],
    // "That artifact's controller": as it last existed on the battlefield (CR 608.2h). An illegal
    // target means the spell doesn't resolve: no damage (ruling 2004-10-04, CR 608.2b).
    effect: [destroy("target", true), damage("X", { controllerOf: "target" })],
  },
  ai: { targets: "harmful" },
});
