// Divine Intervention: This enchantment enters with two intervention counters on it. / At the beginning of your upkeep, remove an intervention counter from this enchantment. / When you remove the last intervention counter from this enchantment, the game is a draw.
import { atUpkeep, card } from "../dsl";
export default card({
  name: "Divine Intervention",
  replacements: [{ enters: "counters", kind: "intervention", n: 2 }], // CR 614.1c, 122.6
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, remove an intervention counter from this enchantment.", [{ do: "removeCounters", what: "self", kind: "intervention", n: 1 }]),
    {
      text: "When you remove the last intervention counter from this enchantment, the game is a draw.",
      when: { on: "last_counter_removed", kind: "intervention" },
      // CR 104.4c; ruling 2009-10-01: the game ends at once, neither player wins or loses.
      effect: [{ do: "code", run: (ctx) => ctx.g.drawGame("Divine Intervention's last intervention counter was removed") }],
    },
  ],
  ai: { favours: "behind" }, // a draw is worth forcing only when losing
});
