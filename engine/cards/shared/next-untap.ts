/**
 * "[Creatures] don't untap during [their] controller's next untap step" (Elvish Hunter, Spore
 * Cloud; CR 502.3): an effect that lasts through the next untap step of whoever controls the
 * creature then (rulings 2008-10-01: the controller isn't tracked; if the creature is untapped as
 * that untap step begins, the effect does nothing and doesn't wait for a later one).
 */
import type { EffectStep, Who } from "../types";
import { code, DOESNT_UNTAP } from "../dsl";

export function doesntUntapNextUntapStep(what: Who): EffectStep {
  return code((ctx) => {
    for (const id of ctx.who(what)) {
      const o = ctx.g.obj(id);
      if (!o || o.zone !== "battlefield") continue;
      ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", [o.id], { addKeywords: [DOESNT_UNTAP] }, { until: "untap_steps", object: o.id, count: 1 });
    }
  });
}
