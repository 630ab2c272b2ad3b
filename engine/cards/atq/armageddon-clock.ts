// Armageddon Clock: At the beginning of your upkeep, put a doom counter on this artifact. / At the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player. / {4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.
import { card, ability, addCounters, atUpkeep, damage } from "../dsl";
export default card({
  name: "Armageddon Clock",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, put a doom counter on this artifact.", [addCounters("doom", 1, "self")]),
    {
      text: "At the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player.",
      when: { on: "step", step: "draw", whose: "yours" },
      // Counted as it resolves; if the Clock has left, as it last existed (CR 608.2h).
      effect: [damage((ctx) => ctx.sourceNowOrLast()?.counters["doom"] ?? 0, "each_player")],
    },
  ],
  abilities: [
    // CR 602.1b, 602.2: any player may activate it and pays its cost (602.1a), only during an upkeep step.
    ability("{4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.", { mana: "{4}" },
      [{ do: "removeCounters", what: "self", kind: "doom", n: 1 }], { by: "any", timing: "upkeep" }),
  ],
  ai: { favours: "life" }, // it hurts both players alike: worth it to the one ahead on life
});
