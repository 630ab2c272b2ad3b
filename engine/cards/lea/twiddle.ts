// Twiddle: You may tap or untap target artifact, creature, or land.
import { card, target } from "../dsl";
import { mayTapOrUntapTarget } from "../families";
export default card({
  name: "Twiddle",
  spell: {
    targets: [target("target artifact, creature, or land", { types: ["Artifact", "Creature", "Land"] })],
    effect: [mayTapOrUntapTarget("Tap or untap the target?")],
  },
});
