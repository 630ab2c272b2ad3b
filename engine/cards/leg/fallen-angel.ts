// Fallen Angel: Flying / Sacrifice a creature: This creature gets +2/+1 until end of turn.
import { ability, card, creature, pump } from "../dsl";
export default card({
  name: "Fallen Angel",
  keywords: ["flying"],
  abilities: [
    // CR 602.2b: any creature you control, this one included (ruling 2004-10-04: "Can sacrifice itself").
    ability("Sacrifice a creature: This creature gets +2/+1 until end of turn.", { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } }, [pump(2, 1, "self")], { ai: { never: true } }),
  ],
});
