// Imprison: Enchant creature / Whenever a player activates an ability of enchanted creature with {T} in its activation cost that isn't a mana ability, you may pay {1}. If you do, counter that ability. If you don't, destroy this Aura. / Whenever enchanted creature attacks or blocks, you may pay {1}. If you do, tap the creature, remove it from combat, and creatures it was blocking that had become blocked by only that creature this combat become unblocked. If you don't, destroy this Aura.
import { card, code, destroy, enchantCreature, removeFromCombat, tap } from "../dsl";
import type { EffectStep, TriggerDef } from "../types";
import { counterItem } from "../../core/effects";

const COMBAT_TEXT = "Whenever enchanted creature attacks or blocks, you may pay {1}. If you do, tap the creature, remove it from combat, and creatures it was blocking that had become blocked by only that creature this combat become unblocked. If you don't, destroy this Aura.";
// CR 506.4: removed from combat; an attacker it alone blocked becomes unblocked.
const jail: EffectStep[] = [{ do: "ifPays", cost: "{1}", then: [tap("that_object"), removeFromCombat("that_object", true)], otherwise: [destroy("self")] }];
const combat = (on: "attacks" | "blocks"): TriggerDef => ({ text: COMBAT_TEXT, when: { on, enchanted: true }, effect: jail });

export default card({
  name: "Imprison",
  enchant: enchantCreature,
  triggers: [
    {
      text: "Whenever a player activates an ability of enchanted creature with {T} in its activation cost that isn't a mana ability, you may pay {1}. If you do, counter that ability. If you don't, destroy this Aura.",
      when: { on: "activated", by: "any", enchanted: true, withTap: true, notMana: true },
      effect: [{ do: "ifPays", cost: "{1}", then: [code((ctx) => { if (typeof ctx.data.item === "string") counterItem(ctx.g, ctx.data.item); })], otherwise: [destroy("self")] }],
    },
    combat("attacks"),
    combat("blocks"),
  ],
  ai: { targets: "harmful" },
});
