// Mana Matrix: Instant and enchantment spells you cast cost {2} less to cast.
import { card } from "../dsl";
export default card({
  name: "Mana Matrix",
  // CR 601.2f, 118.7a: generic mana only; several Matrices add up; not sorceries (rulings 2004-10-04).
  costChanges: [
    { spells: { types: ["Instant"], controller: "you" }, less: 2 },
    { spells: { types: ["Enchantment"], controller: "you" }, less: 2 },
  ],
  ai: { value: 1 },
});
