// El-Hajjâj: Whenever this creature deals damage, you gain that much life.
import { card, gainLife } from "../dsl";
export default card({
  name: "El-Hajjâj",
  // Damage it deals at the same time (to several blockers, say) is one event: one trigger, the total (CR 603.2c, 510.2).
  triggers: [{ text: "Whenever this creature deals damage, you gain that much life.", when: { on: "damage", source: "self" }, effect: [gainLife((ctx) => Number(ctx.data.amount ?? 0))] }],
});
