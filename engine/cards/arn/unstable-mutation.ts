// Unstable Mutation: Enchant creature / Enchanted creature gets +3/+3. / At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.
import { addCounters, atUpkeep, auraPump, card, enchantCreature } from "../dsl";
export default card({
  name: "Unstable Mutation",
  enchant: enchantCreature,
  statics: [auraPump(3, 3)],
  // The counters stay when the Aura leaves; the +3/+3 doesn't (2005-08-01 ruling).
  triggers: [atUpkeep("enchanted_controller", "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.", [addCounters("-1/-1", 1, "enchanted")])],
  ai: { targets: "helpful" },
});
