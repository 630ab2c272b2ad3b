// Spirit Link: Enchant creature / Whenever enchanted creature deals damage, you gain that much life.
import { card, enchantCreature, gainLife } from "../dsl";
export default card({
  name: "Spirit Link",
  enchant: enchantCreature,
  triggers: [{
    text: "Whenever enchanted creature deals damage, you gain that much life.",
    // CR 603.2c, 120.2: damage dealt at once is one event (its total); life is gained as the ability resolves (ruling).
    when: { on: "damage", source: "enchanted" },
    effect: [gainLife((ctx) => Number(ctx.data.amount ?? 0))],
  }],
  ai: { targets: "helpful", value: 1 },
});
