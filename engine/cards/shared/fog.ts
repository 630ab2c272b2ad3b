/** "Prevent all combat damage that would be dealt this turn." (Fog, Darkness): one step. */
import type { EffectStep } from "../types";
import { code } from "../dsl";

export const preventAllCombatDamage: EffectStep = code((ctx) => {
  // A prevention effect for every player and permanent, for the rest of the turn (CR 615).
  ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "prevent", affects: "all", combatOnly: true, duration: { until: "end_of_turn" } });
  ctx.g.emit("shield", "All combat damage will be prevented this turn", {});
});
