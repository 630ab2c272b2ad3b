// Dark Heart of the Wood: Sacrifice a Forest: You gain 3 life.
import { ability, card, gainLife, land, withSubtype } from "../dsl";
export default card({
  name: "Dark Heart of the Wood",
  abilities: [
    // CR 118.3, 602.2b: the Forest is chosen and sacrificed as the cost is paid; any Forest you control (a land subtype, CR 305.6).
    ability("Sacrifice a Forest: You gain 3 life.", { sacrifice: { filter: withSubtype("Forest", land), count: 1, text: "Sacrifice a Forest" } }, [gainLife(3)], { ai: { never: true } }),
  ],
  ai: { value: 0.5 },
});
