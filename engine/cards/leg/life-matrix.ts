// Life Matrix: {4}, {T}: Put a matrix counter on target creature and that creature gains "Remove a matrix counter from this creature: Regenerate this creature." Activate only during your upkeep.
import { ability, addCounters, card, regenerate, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Life Matrix",
  // CR 113.10, 611.2: the creature gains the ability for as long as it stays on the battlefield;
  // only its controller can activate it (ruling 2004-10-04).
  grants: { activated: [ability("Remove a matrix counter from this creature: Regenerate this creature.", { removeCounters: { kind: "matrix", count: 1 } }, [regenerate("self")])] },
  abilities: [ability(
    "{4}, {T}: Put a matrix counter on target creature and that creature gains \"Remove a matrix counter from this creature: Regenerate this creature.\" Activate only during your upkeep.",
    tapCost("{4}"),
    [addCounters("matrix", 1, "target"), { do: "grant", what: "target", keywords: [], abilities: ["#ga0"], until: "indefinitely" }],
    { targets: [targetCreature], timing: "your_upkeep" },
  )],
  ai: { targets: "helpful" },
});
