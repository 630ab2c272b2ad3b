// Gloom: White spells cost {3} more to cast. / Activated abilities of white enchantments cost {3} more to activate.
import { card } from "../dsl";
export default card({
  name: "Gloom",
  // CR 601.2f, 602.2b: part of the total cost, paid as the spell is cast or the ability activated
  // (rulings 2004-10-04).
  costChanges: [
    { spells: { colors: ["W"] }, more: 3 },
    { abilities: { types: ["Enchantment"], colors: ["W"] }, more: 3 },
  ],
});
