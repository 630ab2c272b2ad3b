// Elves of Deep Shadow: {T}: Add {B}. This creature deals 1 damage to you.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Elves of Deep Shadow",
  // The damage is part of the mana ability: no stack, no response (CR 605.3b).
  abilities: [manaAbility("{T}: Add {B}. This creature deals 1 damage to you.", { fixed: "B", damagesYou: 1 })],
  ai: { bonus: 0.8 },
});
