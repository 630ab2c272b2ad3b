// Metamorphosis: As an additional cost to cast this spell, sacrifice a creature. / Add X mana of any one color, where X is 1 plus the sacrificed creature's mana value. Spend this mana only to cast creature spells.
import { card, code, creature } from "../dsl";
import { COLORS } from "../../types";
export default card({
  name: "Metamorphosis",
  spell: {
    // CR 601.2b: exactly one creature (ruling 2013-04-15).
    additionalCost: { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } },
    // The color is chosen as it resolves; the mana value as the creature last existed (CR 608.2h);
    // the restriction stays with the mana in the pool (CR 106.6).
    effect: [code((ctx) => {
      const color = ctx.chooseColor(ctx.controller, "Choose the color of Metamorphosis's mana", [...COLORS]);
      const n = 1 + (ctx.item.paid?.sacrificed?.[0]?.manaValue ?? 0);
      ctx.g.addMana(ctx.controller, Array(n).fill(color), { spellTypes: ["Creature"] });
    })],
  },
  ai: { ritual: true, ritualFor: "Creature" }, // heuristic.ts `ritual`: only for a creature spell well above the sacrificed one
});
