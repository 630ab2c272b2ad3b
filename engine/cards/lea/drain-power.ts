// Drain Power: Target player activates a mana ability of each land they control. Then that player loses all unspent mana and you add the mana lost this way.
import { card, targetPlayer } from "../dsl";
import type { ManaSymbol, PlayerId } from "../../types";
import { activatedAbilities, activateManaAbility, canActivateTapAbility, isPlainTapMana, producibleColors } from "../../core/mana";
export default card({
  name: "Drain Power",
  spell: {
    targets: [targetPlayer],
    effect: [{
      do: "code",
      run: (ctx) => {
        const p = ctx.target(0) as PlayerId | undefined;
        if (!p) return;
        const g = ctx.g;
        // CR 605.3a: the player activates the mana abilities (rulings 2004-10-04: they choose
        // which one and which color), asked land by land before any is activated; a land with
        // no mana ability that can be activated now (tapped) is passed over.
        const plan: { ref: ReturnType<typeof activatedAbilities>[number]; made: ManaSymbol[] }[] = [];
        for (const o of g.battlefield()) {
          const c = g.chars(o);
          if (c.controller !== p || !c.types.includes("Land")) continue;
          const refs = activatedAbilities(g, o).filter((r) => r.def.mana && isPlainTapMana(r.def) && canActivateTapAbility(g, o, r.def));
          const ways = refs.flatMap((r) => producibleColors(r.def).map((sym) => ({ ref: r, sym })));
          if (!ways.length) continue;
          const syms = [...new Set(ways.map((w) => w.sym))];
          const pick = syms.length > 1 ? ctx.chooseColor(p, `Choose the mana ${o.name} makes`, syms as never) : syms[0]!;
          const way = ways.find((w) => w.sym === pick)!;
          const m = way.ref.def.mana!;
          plan.push({ ref: way.ref, made: m.fixed ? (m.fixed.split("") as ManaSymbol[]) : (Array(m.anyColor ?? 1).fill(pick) as ManaSymbol[]) });
        }
        for (const step of plan) if (g.obj(step.ref.obj.id) && !g.obj(step.ref.obj.id)!.tapped) activateManaAbility(g, p, { ...step.ref, obj: g.obj(step.ref.obj.id)! }, step.made);
        // "Then that player loses all unspent mana and you add the mana lost this way."
        const lost = [...g.player(p).manaPool];
        g.emptyManaPool(p);
        g.addMana(ctx.controller, lost);
      },
    }],
  },
  ai: { targets: "harmful" },
});
