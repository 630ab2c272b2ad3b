// Tower of Coireall: {T}: Target creature can't be blocked by Walls this turn.
import { card, ability, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Tower of Coireall",
  abilities: [
    // CR 509.1b: a blocking restriction until end of turn (core/combat-rules.ts "can't be blocked by walls").
    ability("{T}: Target creature can't be blocked by Walls this turn.", tapCost(), [{ do: "grant", what: "target", keywords: ["can't be blocked by walls"] }],
      { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
