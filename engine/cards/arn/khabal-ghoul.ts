// Khabál Ghoul: At the beginning of each end step, put a +1/+1 counter on this creature for each creature that died this turn.
import { addCounters, card } from "../dsl";
import { creaturesDiedThisTurn } from "../../core/history";
export default card({
  name: "Khabál Ghoul",
  triggers: [{
    text: "At the beginning of each end step, put a +1/+1 counter on this creature for each creature that died this turn.",
    when: { on: "step", step: "end", whose: "each" },
    // Counted as it resolves: every creature put into a graveyard from the battlefield this turn,
    // tokens and those that died before this creature arrived included (ruling 2007-09-16).
    effect: [addCounters("+1/+1", (ctx) => creaturesDiedThisTurn(ctx.g), "self")],
  }],
});
