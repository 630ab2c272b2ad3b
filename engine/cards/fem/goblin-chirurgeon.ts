// Goblin Chirurgeon: Sacrifice a Goblin: Regenerate target creature.
import { ability, card, regenerate, targetCreature } from "../dsl";
export default card({
  name: "Goblin Chirurgeon",
  abilities: [
    // It may sacrifice itself (ruling 2004-10-04); targeting itself too, the target is gone as the
    // ability resolves and it does nothing (ruling 2007-09-16; CR 608.2b).
    ability("Sacrifice a Goblin: Regenerate target creature.",
      { sacrifice: { filter: { types: ["Creature"], subtypes: ["Goblin"] }, count: 1, text: "Sacrifice a Goblin" } },
      [regenerate("target")], { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
