// Dwarven Soldier: Whenever this creature blocks or becomes blocked by one or more Orcs, this creature gets +0/+2 until end of turn.
import { card, pump } from "../dsl";
export default card({
  name: "Dwarven Soldier",
  // CR 509.3a, 509.3c: "one or more" triggers once per combat, however many Orcs.
  triggers: [{
    text: "Whenever this creature blocks or becomes blocked by one or more Orcs, this creature gets +0/+2 until end of turn.",
    when: { on: "blocks_or_blocked", self: true, once: true, filter: { types: ["Creature"], subtypes: ["Orc"] } },
    effect: [pump(0, 2, "self")],
  }],
});
