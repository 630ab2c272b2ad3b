// Drain Life: Spend only black mana on X. / Drain Life deals X damage to any target. You gain life equal to the damage dealt, but not more life than the player's life total before the damage was dealt, the planeswalker's loyalty before the damage was dealt, or the creature's toughness.
import { anyTarget, card, code } from "../dsl";
export default card({
  name: "Drain Life",
  spell: {
    xColor: "B", // "Spend only black mana on X" (payment, engine/core/cast.ts spellTotal)
    targets: [anyTarget],
    effect: [code((ctx) => {
      const t = ctx.target(0);
      if (t === undefined) return;
      const g = ctx.g;
      // The cap, read before the damage: the player's life total, or the creature's toughness.
      const cap = g.isPlayer(t) ? g.player(t).life : g.chars(g.obj(t)!).toughness;
      const dealt = g.dealDamage(ctx.source(), t, ctx.x); // damage actually dealt (after prevention, CR 615)
      ctx.g.gainLife(ctx.controller, Math.max(0, Math.min(dealt, cap)));
    })],
  },
  ai: { targets: "harmful", xUse: "damage" },
});
