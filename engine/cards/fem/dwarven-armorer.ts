// Dwarven Armorer: {R}, {T}, Discard a card: Put a +0/+1 counter or a +1/+0 counter on target creature.
import { card, ability, code, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Dwarven Armorer",
  abilities: [ability("{R}, {T}, Discard a card: Put a +0/+1 counter or a +1/+0 counter on target creature.",
    tapCost("{R}", { discard: { count: 1, text: "Discard a card" } }), [
      // The kind is chosen as it resolves (CR 608.2d), numbered in Oracle order; the counters apply in layer 7c (CR 613.4c).
      code((ctx) => {
        const t = ctx.target();
        if (t === undefined) return;
        const n = ctx.chooseOption(ctx.controller, "Put which counter on the creature?", ["+0/+1 counter", "+1/+0 counter"]);
        ctx.g.addCounters(t, n === 1 ? "+0/+1" : "+1/+0", 1);
      }),
    ], { targets: [targetCreature], ai: { targets: "helpful" } })],
});
