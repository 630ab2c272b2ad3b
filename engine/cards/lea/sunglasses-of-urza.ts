// Sunglasses of Urza: You may spend white mana as though it were red mana.
import { card } from "../dsl";
export default card({
  name: "Sunglasses of Urza",
  // CR 609.4b: changes only how its controller may pay costs (payment, engine/core/mana-pool.ts).
  spendAsThough: { mana: "W", as: "R" },
  ai: { bonus: 0.2 },
});
