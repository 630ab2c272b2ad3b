// Urza's Mine: {T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.
import { card, manaAbility } from "../dsl";
import { urzaLand } from "../shared/urza-lands";
export default card({
  name: "Urza's Mine",
  abilities: [manaAbility("{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", urzaLand(["Power-Plant", "Tower"], "CC"))],
});
