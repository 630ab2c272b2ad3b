// Berserk: Cast this spell only before the combat damage step. / Target creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.
import { card, destroy, pump, targetCreature } from "../dsl";
import { attackedThisTurn } from "../../core/history";
export default card({
  name: "Berserk",
  spell: {
    timing: "before_combat_damage", // CR 601.3
    targets: [targetCreature],
    effect: [
      { do: "grant", what: "target", keywords: ["trample"] },
      // X is its power as Berserk resolves (CR 608.2h).
      pump({ stat: "power", of: "target" }, 0),
      { do: "delayed", index: 0, object: "target" }, // CR 603.7a
    ],
  },
  // "If it attacked this turn" is checked as the delayed ability resolves, in that end step's turn;
  // it is destroyed even if it is no longer a creature (ruling 2004-10-04), but not as a new object (CR 400.7).
  delayed: [{
    text: "Destroy that creature if it attacked this turn.",
    at: { at: "next_end_step" },
    effect: [{ do: "if", test: (ctx) => !!ctx.data.object && attackedThisTurn(ctx.g, ctx.data.object), then: [destroy("that_object")] }],
  }],
  ai: { trick: true, targets: "helpful" },
});
