// Blazing Effigy: When this creature dies, it deals X damage to target creature, where X is 3 plus the amount of damage dealt to this creature this turn by other sources named Blazing Effigy.
import { card, damage, targetCreature } from "../dsl";
import { totalDamageThisTurn } from "../../core/history";
import type { LastKnown } from "../../core/state";
const NAME = "Blazing Effigy";
export default card({
  name: NAME,
  triggers: [{
    text: "When this creature dies, it deals X damage to target creature, where X is 3 plus the amount of damage dealt to this creature this turn by other sources named Blazing Effigy.",
    when: { on: "dies", self: true },
    // The target is chosen as the ability goes on the stack; with no creature to target it is
    // removed (CR 603.3d; ruling 2004-10-04). The Effigy, gone, deals the damage as it last existed
    // (CR 113.7a). X is counted as it resolves (CR 608.2h) from this turn's damage to that
    // permanent (the object it was on the battlefield, CR 400.7, 603.10a) by sources other than
    // itself that were named Blazing Effigy as they dealt it (CR 201.2).
    targets: [targetCreature],
    effect: [damage((ctx) => {
      const self = (ctx.data.last as LastKnown | undefined)?.id ?? ctx.item.source;
      return 3 + totalDamageThisTurn(ctx.g, (r) => r.to === self && r.source !== self && r.name === NAME);
    }, "target")],
  }],
  ai: { targets: "harmful" },
});
