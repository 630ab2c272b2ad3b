// Flash Flood: Choose one — / • Destroy target red permanent. / • Return target Mountain to its owner's hand.
import { bounce, card, destroy, target } from "../dsl";
export default card({
  name: "Flash Flood",
  spell: {
    modes: [
      { text: "Destroy target red permanent.", targets: [target("target red permanent", { colors: ["R"] })], effect: [destroy()] },
      { text: "Return target Mountain to its owner's hand.", targets: [target("target Mountain", { subtypes: ["Mountain"] })], effect: [bounce()] },
    ],
  },
  ai: { targets: "harmful" },
});
