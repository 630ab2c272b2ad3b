// Whirling Dervish: Protection from black / At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter on it.
import { addCounters, card } from "../dsl";
import { playersDamagedBy } from "../../core/history";
export default card({
  name: "Whirling Dervish",
  keywords: ["protection from black"],
  triggers: [{
    text: "At the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter on it.",
    when: { on: "step", step: "end", whose: "each" },
    // CR 603.4: checked as it triggers and as it resolves; an opponent of its current controller
    // (ruling 2021-03-19), and one counter however many opponents.
    condition: (g, self) => playersDamagedBy(g, self.id).some((p) => p !== self.controller),
    effect: [addCounters("+1/+1", 1, "self")],
  }],
});
