// Blaze of Glory: Cast this spell only during combat before blockers are declared. / Target creature defending player controls can block any number of creatures this turn. It blocks each attacking creature this turn if able.
import { card, creature, target } from "../dsl";
export default card({
  name: "Blaze of Glory",
  spell: {
    timing: "combat_before_blockers", // CR 601.3
    // CR 506.2: in a two-player game the defending player is the nonactive player.
    targets: [target("target creature defending player controls", { ...creature, where: (g, _o, c) => c.controller !== g.state.turn.active })],
    // No tapped creature blocks, nor one that couldn't block an attacker (ruling 2004-10-04): combat-rules.ts.
    effect: [{ do: "grant", what: "target", keywords: ["can block any number of creatures", "blocks each attacking creature if able"] }],
  },
});
