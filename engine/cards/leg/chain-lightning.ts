// Chain Lightning: Chain Lightning deals 3 damage to any target. Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell and may choose a new target for that copy.
import { card, anyTarget, code, damage } from "../dsl";
import { copySpell } from "../../core/copies";
import { legalTargets } from "../../core/targets";

export default card({
  name: "Chain Lightning",
  spell: {
    targets: [anyTarget],
    effect: [
      damage(3, "target"),
      // "That player or that permanent's controller", as the spell resolves (the creature may be
      // dealt lethal damage: state-based actions wait until it has resolved).
      code((ctx) => {
        const t = ctx.target(0);
        if (t === undefined) return;
        if (ctx.g.isPlayer(t)) { ctx.memo.payer = t; return; }
        const o = ctx.lastKnown(t);
        if (o) ctx.memo.payer = "zone" in o ? ctx.g.chars(o).controller : o.controller;
      }),
      // CR 118.12: a pay-or-not decision, always asked.
      { do: "ifPays", who: { memo: "payer" }, cost: "{R}{R}", prompt: "Pay {R}{R} to copy Chain Lightning? (You may choose a new target for the copy.)", then: [code((ctx) => {
        const p = ctx.memo.payer as "A" | "B";
        if (!ctx.yesNo(p, "Copy Chain Lightning?")) return;
        // CR 707.10c: the copy keeps the target unless a new legal one is chosen ([] keeps it).
        const current = ctx.item.targets[0]!;
        const spell = ctx.g.obj(ctx.item.id);
        const others = spell ? legalTargets(ctx.g, anyTarget, p, spell, p).filter((r) => r !== current) : [];
        // Choosing the same target again, or none, keeps it; no other legal target: nothing to ask.
        const [pick] = others.length ? ctx.chooseCards(p, [current, ...others], 0, 1, "You may choose a new target for the copy (none: the same target)") : [];
        copySpell(ctx.g, ctx.item, p, [pick ?? current]);
      })] },
    ],
  },
  ai: { targets: "harmful" },
});
