// Red Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {R}, then add an additional {R} for each charge counter removed this way.
import { ability, card, manaAbility, tapCost } from "../dsl";
export default card({
  name: "Red Mana Battery",
  abilities: [
    ability("{2}, {T}: Put a charge counter on this artifact.", tapCost("{2}"), [{ do: "addCounters", what: "self", kind: "charge", n: 1 }]),
    // "Any number", zero included (ruling 2004-10-04): chosen with the action's costs.counters (or x).
    manaAbility("{T}, Remove any number of charge counters from this artifact: Add {R}, then add an additional {R} for each charge counter removed this way.",
      { fixed: "R", plusPerCounterRemoved: "R" }, tapCost(undefined, { removeCounters: { kind: "charge", count: "X" } })),
  ],
  ai: { bonus: 0.5 },
});
