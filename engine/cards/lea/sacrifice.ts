// Sacrifice: As an additional cost to cast this spell, sacrifice a creature. / Add an amount of {B} equal to the sacrificed creature's mana value.
import { card, code, creature } from "../dsl";
export default card({
  name: "Sacrifice",
  spell: {
    // CR 601.2b: exactly one creature (ruling 2013-04-15).
    additionalCost: { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } },
    // Its mana value as it last existed (CR 608.2h); an animated land gives nothing (ruling 2004-10-04).
    effect: [code((ctx) => {
      const n = ctx.item.paid?.sacrificed?.[0]?.manaValue ?? 0;
      if (n > 0) ctx.g.addMana(ctx.controller, Array(n).fill("B"));
    })],
  },
  ai: { ritual: true }, // heuristic.ts `ritual`: only for a spell well above the sacrificed creature
});
