// Osai Vultures: Flying / At the beginning of each end step, if a creature died this turn, put a carrion counter on this creature. / Remove two carrion counters from this creature: This creature gets +1/+1 until end of turn.
import { ability, addCounters, card, pump } from "../dsl";
import { creaturesDiedThisTurn } from "../../core/history";
export default card({
  name: "Osai Vultures",
  keywords: ["flying"],
  triggers: [{
    text: "At the beginning of each end step, if a creature died this turn, put a carrion counter on this creature.",
    when: { on: "step", step: "end", whose: "each" },
    // CR 603.4 intervening "if"; one counter however many died (ruling).
    condition: (g) => creaturesDiedThisTurn(g) > 0,
    effect: [addCounters("carrion", 1, "self")],
  }],
  abilities: [ability("Remove two carrion counters from this creature: This creature gets +1/+1 until end of turn.",
    { removeCounters: { kind: "carrion", count: 2 } }, [pump(1, 1, "self", "end_of_turn")])],
});
