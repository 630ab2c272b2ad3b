// Power Leak: Enchant enchantment / At the beginning of the upkeep of enchanted enchantment's controller, that player may pay any amount of mana. This Aura deals 2 damage to that player. Prevent X of that damage, where X is the amount of mana that player paid this way.
import { card, code, enchant, enchantment } from "../dsl";
import { canAutoPay, autoPay, parseCost } from "../../core/mana";
import type { PlayerId } from "../../types";

export default card({
  name: "Power Leak",
  enchant: enchant("enchantment", enchantment),
  triggers: [{
    text: "At the beginning of the upkeep of enchanted enchantment's controller, that player may pay any amount of mana. This Aura deals 2 damage to that player. Prevent X of that damage, where X is the amount of mana that player paid this way.",
    when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
    effect: [
      // "Any amount": a number from 0 to what the player can pay now (asked only if more than 0), then paid.
      code((ctx) => {
        const p = ctx.data.player as PlayerId;
        let most = 0;
        while (canAutoPay(ctx.g, p, parseCost(`{${most + 1}}`))) most++;
        const x = ctx.chooseNumber(p, "Pay how much mana?", 0, most);
        if (x > 0 && autoPay(ctx.g, p, parseCost(`{${x}}`))) ctx.g.emit("paid", `${ctx.g.player(p).name} pays {${x}}`, { player: p });
        ctx.memo.paid = x;
      }),
      // 2 damage, X of it prevented (CR 615): only the rest is dealt.
      code((ctx) => {
        const p = ctx.data.player as PlayerId;
        const x = Number(ctx.memo.paid ?? 0);
        if (x > 0) ctx.g.emit("prevented", `${Math.min(x, 2)} of the damage from Power Leak is prevented`, { source: ctx.item.source, target: p });
        ctx.g.dealDamage(ctx.source(), p, Math.max(0, 2 - x));
      }),
    ],
  }],
  ai: { targets: "harmful" },
});
