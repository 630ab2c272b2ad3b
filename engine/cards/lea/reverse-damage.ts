// Reverse Damage: The next time a source of your choice would deal damage to you this turn, prevent that damage. You gain life equal to the damage prevented this way.
import { card } from "../dsl";
import { preventFromChosenSource } from "../families";
export default card({
  name: "Reverse Damage",
  // CR 615.5: the life gain follows the prevention, by the amount prevented.
  spell: { effect: [preventFromChosenSource(undefined, "a", { gainLife: true })] },
  ai: { responseOnly: true },
});
