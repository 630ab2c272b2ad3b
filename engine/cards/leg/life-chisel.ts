// Life Chisel: Sacrifice a creature: You gain life equal to the sacrificed creature's toughness. Activate only during your upkeep.
import { ability, card, creature, gainLife } from "../dsl";
export default card({
  name: "Life Chisel",
  abilities: [ability("Sacrifice a creature: You gain life equal to the sacrificed creature's toughness. Activate only during your upkeep.",
    { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } },
    // Its toughness as it last existed on the battlefield (CR 608.2h, 113.7a); CR 602.5b timing.
    [gainLife((ctx) => Math.max(0, ctx.item.paid?.sacrificed?.[0]?.toughness ?? 0))],
    { timing: "your_upkeep" })],
});
