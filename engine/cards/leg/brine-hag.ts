// Brine Hag: When this creature dies, change the base power and toughness of all creatures that dealt damage to it this turn to 0/2. (This effect lasts indefinitely.)
import { card, code } from "../dsl";
import type { LastKnown } from "../../core/state";
export default card({
  name: "Brine Hag",
  triggers: [{
    text: "When this creature dies, change the base power and toughness of all creatures that dealt damage to it this turn to 0/2. (This effect lasts indefinitely.)",
    when: { on: "dies", self: true },
    effect: [
      // The sources that dealt damage to it this turn (CR 120.3), as it last existed; those that are creatures now.
      code((ctx) => {
        const dealt = (ctx.data.last as LastKnown | undefined)?.damagedBy ?? [];
        ctx.memo["dealers"] = ctx.all({ types: ["Creature"] }).filter((id) => dealt.includes(id));
      }),
      { do: "becomes", what: { memo: "dealers" }, power: 0, toughness: 2, until: "indefinitely" },
    ],
  }],
});
