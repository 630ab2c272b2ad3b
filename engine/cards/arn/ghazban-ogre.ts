// Ghazbán Ogre: At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of this creature.
import { card, code } from "../dsl";
import type { Game } from "../../core/game";
import type { PlayerId } from "../../types";
import { PLAYERS } from "../../types";

/** The player with more life than each other player, if there is one. */
function mostLife(g: Game): PlayerId | undefined {
  const [top, next] = [...PLAYERS].sort((a, b) => g.player(b).life - g.player(a).life);
  return top && (!next || g.player(top).life > g.player(next).life) ? top : undefined;
}

export default card({
  name: "Ghazbán Ogre",
  triggers: [{
    text: "At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of this creature.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    condition: (g) => mostLife(g) !== undefined, // CR 603.4: checked as it triggers and as it resolves
    effect: [code((ctx) => {
      const p = mostLife(ctx.g);
      // CR 613.1b: a control change of indefinite duration.
      if (p) ctx.g.gainControl(ctx.item.source, [ctx.item.source], p, { until: "indefinitely" });
    })],
  }],
});
