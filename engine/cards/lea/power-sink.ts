// Power Sink: Counter target spell unless its controller pays {X}. If that player doesn't, they tap all lands with mana abilities they control and lose all unspent mana.
import { card, code, counter, targetSpell } from "../dsl";
import { activatedAbilities } from "../../core/mana";
export default card({
  name: "Power Sink",
  spell: {
    targets: [targetSpell],
    effect: [
      code((ctx) => { const t = ctx.target(); const item = ctx.g.state.stack.find((i) => i.id === t); if (item) ctx.memo.payer = item.controller; }),
      {
        do: "unlessPays", who: { memo: "payer" }, cost: (ctx) => `{${ctx.x}}`,
        then: [counter(), code((ctx) => {
          // "they tap all lands with mana abilities they control and lose all unspent mana"
          const p = ctx.memo.payer as "A" | "B";
          const g = ctx.g;
          for (const o of g.battlefield()) {
            const c = g.chars(o);
            // Only lands that have mana abilities (ruling 2010-03-01).
            if (c.controller === p && c.types.includes("Land") && activatedAbilities(g, o).some((r) => r.def.mana)) g.tap(o.id);
          }
          g.emptyManaPool(p);
        })],
      },
    ],
  },
  ai: { targets: "harmful", value: 1.6, xUse: "tax" },
});
