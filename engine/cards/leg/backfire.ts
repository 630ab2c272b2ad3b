// Backfire: Enchant creature / Whenever enchanted creature deals damage to you, this Aura deals that much damage to that creature's controller.
import { card, damage, enchantCreature } from "../dsl";
import { rememberControllerOfThatObject } from "../shared/event-triggers";
export default card({
  name: "Backfire",
  enchant: enchantCreature,
  triggers: [{
    text: "Whenever enchanted creature deals damage to you, this Aura deals that much damage to that creature's controller.",
    // "You": this Aura's controller. The creature's controller as the ability resolves, or as it last existed (CR 608.2h).
    when: { on: "damage", source: "enchanted", to: "you" },
    effect: [rememberControllerOfThatObject("victim", "sourceController"), damage((ctx) => Number(ctx.data.amount ?? 0), { memo: "victim" })],
  }],
  ai: { targets: "harmful" },
});
