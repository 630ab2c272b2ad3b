/** Helpers for cards with delayed triggered abilities (engine/core/delayed.ts). */
import type { ResolveContext } from "../../core/context";

/** How many times the resolving ability has been activated this turn, by its source as it is now (CR 602, "this turn"). */
export function activationsThisTurn(ctx: ResolveContext): number {
  // Counted by the ability's own key, whatever text changes it has (CR 612: "…#a0|c:B>R").
  const key = ctx.item.ability?.split("|")[0];
  return ctx.g.state.history.activations[`${ctx.item.source}|${key}`] ?? 0;
}
