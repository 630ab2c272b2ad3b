// Fasting: At the beginning of your upkeep, put a hunger counter on this enchantment. Then destroy this enchantment if it has five or more hunger counters on it. / If you would begin your draw step, you may skip that step instead. If you do, you gain 2 life. / When you draw a card, destroy this enchantment.
import { addCounters, atUpkeep, card, destroy } from "../dsl";
export default card({
  name: "Fasting",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, put a hunger counter on this enchantment. Then destroy this enchantment if it has five or more hunger counters on it.", [
      addCounters("hunger", 1, "self"),
      { do: "if", test: (ctx) => (ctx.self()?.counters["hunger"] ?? 0) >= 5, then: [destroy("self")] },
    ]),
    // CR 121.1: each card drawn (an ordinary draw-step draw too).
    { text: "When you draw a card, destroy this enchantment.", when: { on: "draws", by: "you" }, effect: [destroy("self")] },
  ],
  // CR 614.1b, 614.10: the skip replaces the step's beginning (engine/core/flow.ts, replace-events.ts).
  playerRules: [{ players: "you", maySkipDrawStep: { gainLife: 2 } }],
});
