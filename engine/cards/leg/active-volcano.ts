// Active Volcano: Choose one — / • Destroy target blue permanent. / • Return target Island to its owner's hand.
import { bounce, card, destroy, target } from "../dsl";
export default card({
  name: "Active Volcano",
  spell: {
    modes: [
      { text: "Destroy target blue permanent.", targets: [target("target blue permanent", { colors: ["U"] })], effect: [destroy()] },
      // Any permanent with the land subtype Island, basic or not (CR 205.3i).
      { text: "Return target Island to its owner's hand.", targets: [target("target Island", { subtypes: ["Island"] })], effect: [bounce()] },
    ],
  },
  ai: { targets: "harmful" },
});
