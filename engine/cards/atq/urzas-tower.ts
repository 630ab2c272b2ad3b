// Urza's Tower: {T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.
import { card, manaAbility } from "../dsl";
import { urzaLand } from "../shared/urza-lands";
export default card({
  name: "Urza's Tower",
  abilities: [manaAbility("{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.", urzaLand(["Mine", "Power-Plant"], "CCC"))],
});
