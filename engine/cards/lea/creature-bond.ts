// Creature Bond: Enchant creature / When enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's controller.
import { card, damage, enchantCreature } from "../dsl";
import type { LastKnown } from "../../core/state";
export default card({
  name: "Creature Bond",
  enchant: enchantCreature,
  triggers: [{
    text: "When enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's controller.",
    when: { on: "dies", enchanted: true },
    // The creature's toughness and controller as it last existed (CR 603.10a, 608.2h); "that
    // player" is its controller then. The Aura, gone by now, is the source as it last existed (CR 113.7a).
    effect: [damage((ctx) => Math.max(0, (ctx.data.last as LastKnown | undefined)?.toughness ?? 0), "that_player")],
  }],
  ai: { targets: "harmful" },
});
