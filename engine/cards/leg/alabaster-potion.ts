// Alabaster Potion: Choose one — / • Target player gains X life. / • Prevent the next X damage that would be dealt to any target this turn.
import { anyTarget, card, gainLife, prevent, targetPlayer } from "../dsl";
export default card({
  name: "Alabaster Potion",
  spell: {
    modes: [
      { text: "Target player gains X life.", targets: [targetPlayer], effect: [gainLife("X", "target")] },
      // CR 615.7: a shield that prevents the next X damage to that creature or player this turn.
      { text: "Prevent the next X damage that would be dealt to any target this turn.", targets: [anyTarget], effect: [prevent("X")] },
    ],
  },
  ai: { targets: "helpful" },
});
