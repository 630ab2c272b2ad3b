// Conservator: {3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.
import { card, ability, prevent, tapCost } from "../dsl";
export default card({
  name: "Conservator",
  // CR 615.7: a shield for the next 2 damage to its controller this turn.
  abilities: [ability("{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.", tapCost("{3}"), [prevent(2, "you")])],
  ai: { bonus: 0.5 },
});
