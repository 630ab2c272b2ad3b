// Ashnod's Transmogrant: {T}, Sacrifice this artifact: Put a +1/+1 counter on target nonartifact creature. That creature becomes an artifact in addition to its other types.
import { card, ability, addCounters, tapCost, target } from "../dsl";
export default card({
  name: "Ashnod's Transmogrant",
  abilities: [
    ability("{T}, Sacrifice this artifact: Put a +1/+1 counter on target nonartifact creature. That creature becomes an artifact in addition to its other types.",
      tapCost(undefined, { sacrificeSelf: true }),
      // The ability, not the counter, makes it an artifact, for good (ruling 2007-09-16; CR 205.1b, 613.1d).
      [addCounters("+1/+1", 1, "target"), { do: "becomes", what: "target", types: ["Artifact"], until: "indefinitely" }],
      { targets: [target("nonartifact creature", { types: ["Creature"], notTypes: ["Artifact"] })], ai: { targets: "helpful" } }),
  ],
});
