// Armor Thrull: {T}, Sacrifice this creature: Put a +1/+2 counter on target creature.
import { card, ability, addCounters, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Armor Thrull",
  abilities: [
    // The +1/+2 counter modifies P/T in layer 7c (CR 122.1a, 613.4c).
    ability("{T}, Sacrifice this creature: Put a +1/+2 counter on target creature.", tapCost(undefined, { sacrificeSelf: true }),
      [addCounters("+1/+2", 1, "target")], { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
