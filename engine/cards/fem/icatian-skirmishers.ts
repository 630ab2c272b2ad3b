// Icatian Skirmishers: First strike; banding / Whenever this creature attacks, all creatures banded with it gain first strike until end of turn.
import { card, code } from "../dsl";
import { bandMates } from "../../core/banding";
export default card({
  name: "Icatian Skirmishers",
  keywords: ["first strike", "banding"], // CR 702.7, 702.22
  triggers: [{
    text: "Whenever this creature attacks, all creatures banded with it gain first strike until end of turn.",
    when: { on: "attacks", self: true }, // CR 508.3a
    effect: [
      // Its band as the ability resolves (CR 608.2h); a creature that left combat left its band (702.22f).
      code((ctx) => { const self = ctx.self(); ctx.memo.band = self?.attacking ? bandMates(ctx.g, self).map((o) => o.id) : []; }),
      { do: "grant", what: { memo: "band" }, keywords: ["first strike"], until: "end_of_turn" },
    ],
  }],
});
