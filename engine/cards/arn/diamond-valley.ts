// Diamond Valley: {T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.
import { card, ability, creature, gainLife, tapCost } from "../dsl";
export default card({
  name: "Diamond Valley",
  abilities: [ability("{T}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
    tapCost(undefined, { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } }),
    // Its toughness as it last existed on the battlefield, when it was sacrificed (CR 608.2h, 113.7a).
    [gainLife((ctx) => Math.max(0, ctx.item.paid?.sacrificed?.[0]?.toughness ?? 0))])],
});
