// Living Artifact: Enchant artifact / Whenever you're dealt damage, put that many vitality counters on this Aura. / At the beginning of your upkeep, you may remove a vitality counter from this Aura. If you do, you gain 1 life.
import { card, addCounters, artifact, atUpkeep, enchant, gainLife } from "../dsl";
export default card({
  name: "Living Artifact",
  enchant: enchant("artifact", artifact),
  triggers: [
    // "You": this Aura's controller, whoever controls the artifact (ruling 2004-10-04); damage, not loss of life.
    { text: "Whenever you're dealt damage, put that many vitality counters on this Aura.", when: { on: "damage", to: "you" }, effect: [addCounters("vitality", (ctx) => Number(ctx.data.amount ?? 0), "self")] },
    atUpkeep("yours", "At the beginning of your upkeep, you may remove a vitality counter from this Aura. If you do, you gain 1 life.", [{
      // CR 118.12, 118.3: removing the counter is a cost paid as it resolves; without a counter there is nothing to choose.
      do: "if", test: (ctx) => (ctx.self()?.counters["vitality"] ?? 0) > 0,
      then: [{ do: "may", prompt: "Remove a vitality counter from Living Artifact to gain 1 life?", then: [{ do: "removeCounters", what: "self", kind: "vitality", n: 1 }, gainLife(1)] }],
    }]),
  ],
  ai: { targets: "helpful" },
});
