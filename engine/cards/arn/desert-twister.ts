// Desert Twister: Destroy target permanent.
import { card, destroy, targetPermanent } from "../dsl";
export default card({
  name: "Desert Twister",
  spell: { targets: [targetPermanent], effect: [destroy()] },
  ai: { targets: "harmful" },
});
