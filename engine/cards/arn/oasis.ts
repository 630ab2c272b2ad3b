// Oasis: {T}: Prevent the next 1 damage that would be dealt to target creature this turn.
import { ability, card, prevent, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Oasis",
  // CR 615.7: a prevention shield on the creature for the next 1 damage, lasting this turn.
  abilities: [ability("{T}: Prevent the next 1 damage that would be dealt to target creature this turn.", tapCost(), [prevent(1)], { targets: [targetCreature] })],
});
