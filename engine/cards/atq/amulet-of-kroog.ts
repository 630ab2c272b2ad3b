// Amulet of Kroog: {2}, {T}: Prevent the next 1 damage that would be dealt to any target this turn.
import { card, ability, anyTarget, prevent, tapCost } from "../dsl";
export default card({
  name: "Amulet of Kroog",
  // CR 615.7: a prevention shield for the next 1 damage to the target this turn.
  abilities: [ability("{2}, {T}: Prevent the next 1 damage that would be dealt to any target this turn.", tapCost("{2}"), [prevent(1)], { targets: [anyTarget] })],
  ai: { bonus: 0.5 },
});
