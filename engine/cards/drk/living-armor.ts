// Living Armor: {T}, Sacrifice this artifact: Put X +0/+1 counters on target creature, where X is that creature's mana value.
import { ability, addCounters, card, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Living Armor",
  abilities: [ability("{T}, Sacrifice this artifact: Put X +0/+1 counters on target creature, where X is that creature's mana value.",
    tapCost(undefined, { sacrificeSelf: true }),
    // X is the target's mana value as the ability resolves (CR 202.3, 608.2h).
    [addCounters("+0/+1", (ctx) => { const t = ctx.target(0); const o = t ? ctx.g.obj(t) : undefined; return o ? ctx.g.chars(o).manaValue : 0; }, "target")],
    { targets: [targetCreature], ai: { targets: "helpful" } })],
});
