// Winter Blast: Tap X target creatures. Winter Blast deals 2 damage to each of those creatures with flying.
import { card, code, targetCreature } from "../dsl";

export default card({
  name: "Winter Blast",
  spell: {
    // X target creatures (CR 601.2c, 115.3: distinct); X may be 0. Tapped creatures may be targeted (ruling).
    xTargets: targetCreature,
    effect: [
      { do: "tap", what: "targets" },
      code((ctx) => {
        // Flying is checked as it resolves, not a targeting restriction (ruling); only the legal
        // targets are affected (CR 608.2b); one damage event (CR 120.2).
        const flyers = new Set(ctx.all({ types: ["Creature"], keywords: ["flying"] }));
        const hit = ctx.targets().filter((r) => flyers.has(r));
        ctx.g.simultaneously(() => { for (const id of hit) ctx.g.dealDamage(ctx.source(), id, 2); });
      }),
    ],
  },
  ai: { targets: "harmful", value: 1 },
});
