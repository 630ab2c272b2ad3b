// Dwarven Weaponsmith: {T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. Activate only during your upkeep.
import { card, ability, addCounters, artifact, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Dwarven Weaponsmith",
  abilities: [ability("{T}, Sacrifice an artifact: Put a +1/+1 counter on target creature. Activate only during your upkeep.",
    tapCost(undefined, { sacrifice: { filter: artifact, count: 1, text: "Sacrifice an artifact" } }), [addCounters("+1/+1", 1, "target")],
    // CR 602.5b: a restriction on when it may be activated.
    { targets: [targetCreature], timing: "your_upkeep", ai: { targets: "helpful" } })],
});
