// Balance: Each player chooses a number of lands they control equal to the number of lands controlled by the player who controls the fewest, then sacrifices the rest. Players discard cards and sacrifice creatures the same way.
import { card, code } from "../dsl";
import type { EffectStep } from "../types";
import type { ResolveContext } from "../../core/context";

type Kind = "lands" | "hand" | "creatures";

function pool(ctx: ResolveContext, p: "A" | "B", kind: Kind): string[] {
  const g = ctx.g;
  if (kind === "hand") return [...g.player(p).hand];
  return g.battlefield().filter((o) => { const c = g.chars(o); return c.controller === p && c.types.includes(kind === "lands" ? "Land" : "Creature"); }).map((o) => o.id);
}

function fewest(ctx: ResolveContext, kind: Kind): number {
  return Math.min(pool(ctx, "A", kind).length, pool(ctx, "B", kind).length);
}

function balanceSteps(): EffectStep[] {
  const steps: EffectStep[] = [];
  for (const kind of ["lands", "hand", "creatures"] as Kind[]) {
    for (const order of [0, 1]) {
      steps.push(code((ctx) => {
        const p = order === 0 ? ctx.g.state.turn.active : ctx.g.state.turn.active === "A" ? "B" : "A";
        const mine = pool(ctx, p, kind);
        const keep = fewest(ctx, kind);
        const what = kind === "hand" ? "cards in your hand" : kind;
        const kept = ctx.chooseCards(p, mine, keep, keep, `Balance: choose ${keep} ${what} to keep`);
        ctx.memo[`${kind}_${p}`] = mine.filter((id) => !kept.includes(id));
      }));
    }
    steps.push(code((ctx) => {
      const g = ctx.g;
      g.simultaneously(() => {
        for (const p of [g.state.turn.active, g.state.turn.active === "A" ? "B" : "A"] as const) {
          for (const id of (ctx.memo[`${kind}_${p}`] as string[] | undefined) ?? []) {
            if (!g.obj(id)) continue;
            if (kind === "hand") g.discard(p, id);
            else g.sacrifice(id);
          }
        }
      });
    }));
  }
  return steps;
}
export default card({
  name: "Balance",
  // Lands, then cards in hand, then creatures: each player, active player first, chooses which to
  // keep (as many as the player with fewest has), then the rest go at once (rulings 2016-06-08).
  spell: { effect: balanceSteps() },
  ai: { value: 2 },
});
