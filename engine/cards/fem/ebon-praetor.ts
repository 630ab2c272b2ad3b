// Ebon Praetor: First strike, trample / At the beginning of your upkeep, put a -2/-2 counter on this creature. / Sacrifice a creature: Remove a -2/-2 counter from this creature. If the sacrificed creature was a Thrull, put a +1/+0 counter on this creature. Activate only during your upkeep and only once each turn.
import { ability, addCounters, atUpkeep, card } from "../dsl";
import { sacrificedHadSubtype } from "../shared/paid-subtype";
export default card({
  name: "Ebon Praetor",
  keywords: ["first strike", "trample"],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, put a -2/-2 counter on this creature.", [addCounters("-2/-2", 1)])],
  abilities: [
    ability("Sacrifice a creature: Remove a -2/-2 counter from this creature. If the sacrificed creature was a Thrull, put a +1/+0 counter on this creature. Activate only during your upkeep and only once each turn.",
      { sacrifice: { filter: { types: ["Creature"] }, count: 1, text: "Sacrifice a creature" } }, [
        { do: "removeCounters", what: "self", kind: "-2/-2", n: 1 },
        // The sacrificed creature as it last existed (CR 608.2h); P/T counters apply in layer 7c (CR 613.4c).
        { do: "if", test: sacrificedHadSubtype("Thrull"), then: [addCounters("+1/+0", 1)] },
      ], { timing: "your_upkeep", oncePerTurn: true, ai: { never: true } }),
  ],
});
