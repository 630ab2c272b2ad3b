// Hyperion Blacksmith: {T}: You may tap or untap target artifact an opponent controls.
import { ability, card, tapCost, target } from "../dsl";
import { mayTapOrUntapTarget } from "../families";
export default card({
  name: "Hyperion Blacksmith",
  abilities: [
    ability("{T}: You may tap or untap target artifact an opponent controls.", tapCost(), [mayTapOrUntapTarget("Tap or untap the target artifact?")],
      { targets: [target("target artifact an opponent controls", { types: ["Artifact"], controller: "opponent" })] }),
  ],
  ai: { targets: "harmful" },
});
