// Spitting Slug: Whenever this creature blocks or becomes blocked, you may pay {1}{G}. If you do, this creature gains first strike until end of turn. Otherwise, each creature blocking or blocked by this creature gains first strike until end of turn.
import { card, code } from "../dsl";
import type { EffectStep } from "../types";

/** Each creature blocking or blocked by it now (CR 509.1h, 506.4). */
const opponentsInCombat: EffectStep = code((ctx) => {
  const o = ctx.self();
  if (!o) return;
  const ids = [...(o.blockedBy ?? []), ...(o.blocking ?? [])].filter((id) => { const x = ctx.g.obj(id); return !!x && x.zone === "battlefield" && (!!x.attacking || !!x.blocking?.length); });
  if (ids.length) ctx.g.addEffect({ id: o.id, controller: ctx.controller }, "6", ids, { addKeywords: ["first strike"] }, { until: "end_of_turn" });
});

export default card({
  name: "Spitting Slug",
  triggers: [{
    text: "Whenever this creature blocks or becomes blocked, you may pay {1}{G}. If you do, this creature gains first strike until end of turn. Otherwise, each creature blocking or blocked by this creature gains first strike until end of turn.",
    // CR 509.3a, 509.3c: once per combat, however many creatures.
    when: { on: "blocks_or_blocked", self: true, once: true },
    effect: [{ do: "ifPays", cost: "{1}{G}", then: [{ do: "grant", what: "self", keywords: ["first strike"], until: "end_of_turn" }], otherwise: [opponentsInCombat] }],
  }],
});
