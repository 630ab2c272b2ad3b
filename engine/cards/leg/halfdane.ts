// Halfdane: At the beginning of your upkeep, change Halfdane's base power and toughness to the power and toughness of target creature other than Halfdane until the end of your next upkeep.
import { atUpkeep, card, code } from "../dsl";

export default card({
  name: "Halfdane",
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, change Halfdane's base power and toughness to the power and toughness of target creature other than Halfdane until the end of your next upkeep.", [
    code((ctx) => {
      const g = ctx.g;
      const self = ctx.self();
      const ref = ctx.target(0);
      const t = ref !== undefined && !g.isPlayer(ref) ? g.obj(ref) : undefined;
      if (!self || !t) return;
      const c = g.chars(t);
      // Ruling 2009-10-01: a layer 7b effect (CR 613.4b): later 7c changes and counters still apply on
      // top. The values are the target's as the ability resolves (CR 608.2h).
      g.addEffect({ id: self.id, controller: ctx.controller }, "7b", [self.id], { setPt: [c.power, c.toughness] }, ctx.duration("end_of_your_next_upkeep"));
    }),
  ], { targets: [{ text: "target creature other than Halfdane", object: { types: ["Creature"], other: true } }] })],
  ai: { value: 1 },
});
