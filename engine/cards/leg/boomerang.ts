// Boomerang: Return target permanent to its owner's hand.
import { bounce, card, targetPermanent } from "../dsl";
export default card({
  name: "Boomerang",
  spell: { targets: [targetPermanent], effect: [bounce()] },
  ai: { targets: "harmful" },
});
