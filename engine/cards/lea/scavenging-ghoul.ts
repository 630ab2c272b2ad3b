// Scavenging Ghoul: At the beginning of each end step, put a corpse counter on this creature for each creature that died this turn. / Remove a corpse counter from this creature: Regenerate this creature.
import { ability, addCounters, card, regenerate } from "../dsl";
import { creaturesDiedThisTurn } from "../../core/history";
export default card({
  name: "Scavenging Ghoul",
  triggers: [{
    text: "At the beginning of each end step, put a corpse counter on this creature for each creature that died this turn.",
    when: { on: "step", step: "end", whose: "each" },
    // Creatures that died before the Ghoul arrived count too (ruling 2004-10-04).
    effect: [addCounters("corpse", (ctx) => creaturesDiedThisTurn(ctx.g), "self")],
  }],
  abilities: [ability("Remove a corpse counter from this creature: Regenerate this creature.", { removeCounters: { kind: "corpse", count: 1 } }, [regenerate("self")])],
});
