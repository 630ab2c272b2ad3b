// Healing Salve: Choose one — / • Target player gains 3 life. / • Prevent the next 3 damage that would be dealt to any target this turn.
import { card, anyTarget, gainLife, prevent, targetPlayer } from "../dsl";
export default card({
  name: "Healing Salve",
  spell: {
    modes: [
      { text: "Target player gains 3 life.", targets: [targetPlayer], effect: [gainLife(3, "target")] },
      { text: "Prevent the next 3 damage that would be dealt to any target this turn.", targets: [anyTarget], effect: [prevent(3)] },
    ],
  },
  ai: { targets: "helpful", responseOnly: true },
});
