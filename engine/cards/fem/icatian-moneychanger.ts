// Icatian Moneychanger: This creature enters with three credit counters on it. / When this creature enters, it deals 3 damage to you. / At the beginning of your upkeep, put a credit counter on this creature. / Sacrifice this creature: You gain 1 life for each credit counter on this creature. Activate only during your upkeep.
import { ability, addCounters, atUpkeep, card, damage, gainLife } from "../dsl";
export default card({
  name: "Icatian Moneychanger",
  replacements: [{ enters: "counters", kind: "credit", n: 3 }], // CR 614.1c, 122.6
  triggers: [
    { text: "When this creature enters, it deals 3 damage to you.", when: { on: "enters", self: true }, effect: [damage(3, "you")] },
    atUpkeep("yours", "At the beginning of your upkeep, put a credit counter on this creature.", [addCounters("credit", 1, "self")]),
  ],
  abilities: [
    // Sacrificed as a cost: its counters as it last existed (CR 608.2h, 113.7a); CR 602.5b timing.
    ability("Sacrifice this creature: You gain 1 life for each credit counter on this creature. Activate only during your upkeep.",
      { sacrificeSelf: true }, [gainLife((ctx) => ctx.sourceNowOrLast()?.counters["credit"] ?? 0, "you")], { timing: "your_upkeep" }),
  ],
});
