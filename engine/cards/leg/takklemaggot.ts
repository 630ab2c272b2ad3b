// Takklemaggot: Enchant creature / At the beginning of the upkeep of enchanted creature's controller, put a -0/-1 counter on that creature. / When enchanted creature dies, that creature's controller chooses a creature that this card could enchant. If the player does, return this card to the battlefield under your control attached to that creature. If they don't, return this card to the battlefield under your control as a non-Aura enchantment. It loses "enchant creature" and gains "At the beginning of that player's upkeep, this enchantment deals 1 damage to that player."
import type { PlayerId } from "../../types";
import { addCounters, atUpkeep, card, damage, enchantCreature } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { protectedFromAura } from "../../core/sba";
import { targetProblem } from "../../core/targets";

/** Ruling 2009-10-01: the creatures this card could enchant (CR 303.4: not targeting, so shroud doesn't matter; protection does). */
function couldEnchant(ctx: ResolveContext, aura: string): string[] {
  const g = ctx.g;
  return g.creatures().map((o) => o.id).filter((id) =>
    targetProblem(g, { ...enchantCreature, zone: "battlefield" }, id, ctx.controller, { you: ctx.controller, source: aura, sourceColors: [], attach: true }) === null
    && !protectedFromAura(g, id, aura));
}

function returnIt(ctx: ResolveContext): void {
  const g = ctx.g;
  // Ruling 2009-10-01: only if this card is still in the graveyard it went to.
  const it = [...g.player("A").graveyard, ...g.player("B").graveyard].map((id) => g.obj(id)!).find((o) => o.card === ctx.item.sourceCard);
  if (!it) return;
  const chooser = ctx.data.player as PlayerId;
  const from = couldEnchant(ctx, it.id);
  // "If the player can choose a creature, they must do so, no matter who controls it."
  const host = ctx.chooseCards(chooser, from, 1, 1, "Choose a creature for Takklemaggot to enchant")[0];
  if (host !== undefined) {
    g.move(it.id, "battlefield", { controller: ctx.controller, attachTo: host });
    return;
  }
  // Ruling 2009-10-01: that player is the one it will deal damage to.
  const n = g.move(it.id, "battlefield", { controller: ctx.controller, chosen: { player: chooser } });
  const src = { id: ctx.item.source, controller: ctx.controller };
  g.addEffect(src, "4", [n.id], { removeSubtypes: ["Aura"] }, { until: "indefinitely" }); // CR 205.3h: a non-Aura enchantment
  g.addEffect(src, "6", [n.id], { addAbilities: ["Takklemaggot#gt0"] }, { until: "indefinitely" }); // CR 113.10
}

export default card({
  name: "Takklemaggot",
  enchant: enchantCreature,
  grants: { triggers: [atUpkeep("chosen_player", "At the beginning of that player's upkeep, this enchantment deals 1 damage to that player.", [damage(1, "that_player")])] },
  triggers: [
    atUpkeep("enchanted_controller", "At the beginning of the upkeep of enchanted creature's controller, put a -0/-1 counter on that creature.", [addCounters("-0/-1", 1, "enchanted")]),
    {
      text: "When enchanted creature dies, that creature's controller chooses a creature that this card could enchant. If the player does, return this card to the battlefield under your control attached to that creature. If they don't, return this card to the battlefield under your control as a non-Aura enchantment. It loses \"enchant creature\" and gains \"At the beginning of that player's upkeep, this enchantment deals 1 damage to that player.\"",
      when: { on: "dies", enchanted: true },
      effect: [{ do: "code", run: returnIt }],
    },
  ],
  ai: { targets: "harmful" },
});
