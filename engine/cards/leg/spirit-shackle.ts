// Spirit Shackle: Enchant creature / Whenever enchanted creature becomes tapped, put a -0/-2 counter on it.
import { addCounters, card, creature, enchant } from "../dsl";
export default card({
  name: "Spirit Shackle",
  enchant: enchant("creature", creature),
  // CR 603.2e: only when it changes from untapped to tapped (ruling 2009-10-01); CR 122.1a/613.4c: a -0/-2 counter.
  triggers: [{ text: "Whenever enchanted creature becomes tapped, put a -0/-2 counter on it.", when: { on: "tapped", enchanted: true }, effect: [addCounters("-0/-2", 1, "that_object")] }],
  ai: { targets: "harmful" },
});
