// Ashnod's Altar: Sacrifice a creature: Add {C}{C}.
import { card, creature, manaAbility } from "../dsl";
export default card({
  name: "Ashnod's Altar",
  // CR 605.1a: a mana ability (no target, makes mana), whatever its cost; the creature is chosen
  // as the cost is paid (CR 602.2b, 601.2h). Not used by automatic payment (its cost isn't just {T}).
  abilities: [manaAbility("Sacrifice a creature: Add {C}{C}.", { fixed: "CC" }, { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } })],
  ai: { bonus: 0.5 },
});
