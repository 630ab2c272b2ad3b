// Giant Shark: This creature can't attack unless defending player controls an Island. / Whenever this creature blocks or becomes blocked by a creature that has been dealt damage this turn, this creature gets +2/+0 and gains trample until end of turn. / When you control no Islands, sacrifice this creature.
import { card, pump } from "../dsl";
import { damageThisTurn } from "../../core/history";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Giant Shark",
  keywords: [attacksOnlyIslandOwners],
  triggers: [
    {
      text: "Whenever this creature blocks or becomes blocked by a creature that has been dealt damage this turn, this creature gets +2/+0 and gains trample until end of turn.",
      // CR 509.3f; rulings 2004-10-04: damaged before the block, once for each such creature. Damage
      // still marked was dealt this turn (CR 514.2); the history also remembers damage a regeneration removed.
      when: { on: "blocks_or_blocked", self: true, filter: { types: ["Creature"], where: (g, o) => o.damage > 0 || damageThisTurn(g, (r) => r.to === o.id && r.amount > 0).length > 0 } },
      effect: [pump(2, 0, "self"), { do: "grant", what: "self", keywords: ["trample"], until: "end_of_turn" }],
    },
    noIslandsSacrifice,
  ],
});
