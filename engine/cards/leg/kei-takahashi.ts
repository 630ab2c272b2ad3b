// Kei Takahashi: {T}: Prevent the next 2 damage that would be dealt to target creature this turn.
import { card, ability, prevent, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Kei Takahashi",
  // CR 615.7: a prevention shield for the next 2 damage to that creature this turn.
  abilities: [ability("{T}: Prevent the next 2 damage that would be dealt to target creature this turn.", tapCost(), [prevent(2)], { targets: [targetCreature], ai: { targets: "helpful" } })],
  ai: { bonus: 1 },
});
