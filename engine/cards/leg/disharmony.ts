// Disharmony: Cast this spell only during combat before blockers are declared. / Untap target attacking creature and remove it from combat. Gain control of that creature until end of turn.
import { card, creature, removeFromCombat, target, untap } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Disharmony",
  spell: {
    timing: "combat_before_blockers", // CR 601.3
    targets: [target("target attacking creature", { ...creature, attacking: true })],
    // It untaps before the control change (ruling 2004-10-04); it may be your own (ruling 2008-10-01).
    effect: [untap("target"), removeFromCombat("target"), gainControl("target", "end_of_turn")],
  },
  ai: { targets: "harmful" },
});
