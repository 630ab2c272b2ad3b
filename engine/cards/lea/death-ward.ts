// Death Ward: Regenerate target creature.
import { card, regenerate, targetCreature } from "../dsl";
export default card({
  name: "Death Ward",
  // CR 701.19a: a shield that replaces the creature's next destruction this turn.
  spell: { targets: [targetCreature], effect: [regenerate("target")] },
  ai: { targets: "helpful", responseOnly: true },
});
