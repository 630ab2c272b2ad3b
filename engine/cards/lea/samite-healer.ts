// Samite Healer: {T}: Prevent the next 1 damage that would be dealt to any target this turn.
import { card, ability, anyTarget, prevent, tapCost } from "../dsl";
export default card({
  name: "Samite Healer",
  abilities: [ability("{T}: Prevent the next 1 damage that would be dealt to any target this turn.", tapCost(), [prevent(1)], { targets: [anyTarget] })],
});
