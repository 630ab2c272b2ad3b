// Unsummon: Return target creature to its owner's hand.
import { card, bounce, targetCreature } from "../dsl";
export default card({
  name: "Unsummon",
  spell: { targets: [targetCreature], effect: [bounce()] },
  ai: { targets: "harmful", responseOnly: true, value: 1.2 },
});
