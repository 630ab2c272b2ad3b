// Murk Dwellers: Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.
import { card, pump } from "../dsl";
export default card({
  name: "Murk Dwellers",
  // CR 509.3g, 511.2: the bonus ends as the combat phase ends.
  triggers: [{ text: "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of combat.", when: { on: "unblocked", self: true }, effect: [pump(2, 0, "self", "end_of_combat")] }],
});
