// Psychic Venom: Enchant land / Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller.
import { card, damage, enchant, land } from "../dsl";
import { rememberControllerOfThatObject } from "../shared/event-triggers";
export default card({
  name: "Psychic Venom",
  enchant: enchant("land", land),
  triggers: [{
    text: "Whenever enchanted land becomes tapped, this Aura deals 2 damage to that land's controller.",
    // For any reason (ruling 2004-10-04); the land's controller as the ability resolves (CR 608.2h).
    when: { on: "tapped", enchanted: true },
    effect: [rememberControllerOfThatObject("victim", "player"), damage(2, { memo: "victim" })],
  }],
  ai: { targets: "harmful" },
});
