// Abu Ja'far: When this creature dies, destroy all creatures blocking or blocked by it. They can't be regenerated.
import { card, code } from "../dsl";
import type { LastKnown } from "../../core/state";
export default card({
  name: "Abu Ja'far",
  triggers: [{
    text: "When this creature dies, destroy all creatures blocking or blocked by it. They can't be regenerated.",
    when: { on: "dies", self: true },
    effect: [code((ctx) => {
      const g = ctx.g;
      // Which creatures were blocking it or blocked by it, as it last existed (CR 603.10a, 608.2h).
      const last = ctx.data.last as LastKnown | undefined;
      const ids = [...new Set([...(last?.blocking ?? []), ...(last?.blockedBy ?? [])])]
        .filter((id) => { const o = g.obj(id); return !!o && o.zone === "battlefield" && g.chars(o).types.includes("Creature"); });
      g.simultaneously(() => { for (const id of ids) g.destroy(id, { noRegen: true }); });
    })],
  }],
});
