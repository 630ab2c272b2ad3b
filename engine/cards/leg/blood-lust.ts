// Blood Lust: If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, it gets +4/-X until end of turn, where X is its toughness minus 1.
import { card, pump, targetCreature } from "../dsl";
export default card({
  name: "Blood Lust",
  spell: {
    targets: [targetCreature],
    // The toughness is read once, as it resolves (CR 608.2h; ruling 2005-11-01: the change doesn't follow later changes).
    effect: [pump(4, (ctx) => {
      const t = ctx.amount({ stat: "toughness", of: "target" });
      return t >= 5 ? -4 : -(t - 1);
    })],
  },
  ai: { targets: "helpful", trick: true },
});
