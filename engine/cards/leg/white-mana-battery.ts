// White Mana Battery: {2}, {T}: Put a charge counter on this artifact. / {T}, Remove any number of charge counters from this artifact: Add {W}, then add an additional {W} for each charge counter removed this way.
import { ability, card, manaAbility, tapCost } from "../dsl";
export default card({
  name: "White Mana Battery",
  abilities: [
    ability("{2}, {T}: Put a charge counter on this artifact.", tapCost("{2}"), [{ do: "addCounters", what: "self", kind: "charge", n: 1 }]),
    // "Any number", zero included (ruling 2004-10-04): chosen with the action's costs.counters (or x).
    manaAbility("{T}, Remove any number of charge counters from this artifact: Add {W}, then add an additional {W} for each charge counter removed this way.",
      { fixed: "W", plusPerCounterRemoved: "W" }, tapCost(undefined, { removeCounters: { kind: "charge", count: "X" } })),
  ],
  ai: { bonus: 0.5 },
});
