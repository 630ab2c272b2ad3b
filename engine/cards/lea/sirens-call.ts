// Siren's Call: Cast this spell only during an opponent's turn, before attackers are declared. / Creatures the active player controls attack this turn if able. / At the beginning of the next end step, destroy all non-Wall creatures that player controls that didn't attack this turn. Ignore this effect for each creature the player didn't control continuously since the beginning of the turn.
import { card } from "../dsl";
import { attackedThisTurn } from "../../core/history";
// Cast only during an opponent's turn (CR 601.3): the active player is the caster's opponent, and the
// next end step is that same turn's.
export default card({
  name: "Siren's Call",
  spell: {
    timing: "opponents_turn_before_attackers",
    effect: [
      // The creatures they control as it resolves (CR 611.2c); those unable to attack needn't (CR 508.1d).
      { do: "grant", what: { all: { types: ["Creature"], controller: "opponent" } }, keywords: ["attacks this turn if able"] },
      { do: "delayed", index: 0 }, // CR 603.7a
    ],
  },
  delayed: [{
    text: "Destroy all non-Wall creatures that player controls that didn't attack this turn. Ignore this effect for each creature the player didn't control continuously since the beginning of the turn.",
    at: { at: "next_end_step" },
    effect: [{
      do: "destroy",
      what: { all: {
        types: ["Creature"], notSubtypes: ["Wall"], controller: "opponent",
        // CR 302.6: during that player's turn, "sick" is "not controlled continuously since the turn
        // began"; one that couldn't attack (tapped) is destroyed too (ruling 2009-02-01).
        where: (g, o) => !o.sick && !attackedThisTurn(g, o.id),
      } },
    }],
  }],
  ai: { destroysIdle: true },
});
