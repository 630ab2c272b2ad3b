// Urza's Power Plant: {T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.
import { card, manaAbility } from "../dsl";
import { urzaLand } from "../shared/urza-lands";
export default card({
  name: "Urza's Power Plant",
  abilities: [manaAbility("{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.", urzaLand(["Mine", "Tower"], "CC"))],
});
