// Ichneumon Druid: Whenever an opponent casts an instant spell other than the first instant spell that player casts each turn, this creature deals 4 damage to that player.
import { card, damage } from "../dsl";
import { spellsCastThisTurn } from "../../core/history";
import type { Filter } from "../types";

const instant: Filter = { types: ["Instant"] };
export default card({
  name: "Ichneumon Druid",
  triggers: [{
    text: "Whenever an opponent casts an instant spell other than the first instant spell that player casts each turn, this creature deals 4 damage to that player.",
    when: { on: "cast", by: "opponent", filter: instant },
    // Counted per player from the turn's history (ruling: each player's instants separately), so the
    // first instant counts even if it was cast before this creature was on the battlefield (CR 601.2i).
    condition: (g, _self, data) => {
      const first = spellsCastThisTurn(g).find((c) => c.player === data.player && instant.types!.some((t) => c.types.includes(t)));
      return !!first && first.object !== data.object;
    },
    effect: [damage(4, "that_player")],
  }],
});
