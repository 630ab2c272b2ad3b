// City of Brass: Whenever this land becomes tapped, it deals 1 damage to you. / {T}: Add one mana of any color.
import { card, damage, manaAbility } from "../dsl";
export default card({
  name: "City of Brass",
  // However it becomes tapped (ruling 2004-10-04); not when it enters tapped (CR 603.2e). Tapped
  // for mana while a spell is being cast, the trigger goes on the stack above it (CR 603.3, ruling 2004-10-04).
  triggers: [{ text: "Whenever this land becomes tapped, it deals 1 damage to you.", when: { on: "tapped", self: true }, effect: [damage(1, "you")] }],
  abilities: [manaAbility("{T}: Add one mana of any color.", { anyColor: 1 })],
  ai: { bonus: 1 },
});
