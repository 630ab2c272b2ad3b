// Mana Vortex: When you cast this spell, counter it unless you sacrifice a land. / At the beginning of each player's upkeep, that player sacrifices a land of their choice. / When there are no lands on the battlefield, sacrifice this enchantment.
import { atUpkeep, card, code, counter, land, sacrifice } from "../dsl";
import { matches } from "../../core/filters";
import { chooseAndSacrifice } from "../shared/sacrifice";
import { unlessYouSacrifice } from "../shared/unless-sacrifice";

export default card({
  name: "Mana Vortex",
  triggers: [
    {
      text: "When you cast this spell, counter it unless you sacrifice a land.",
      // CR 113.6k, 601.2i: it triggers from the stack as the spell becomes cast, and resolves first (ruling 2009-10-01).
      when: { on: "cast", by: "you", self: true },
      zone: "stack",
      effect: unlessYouSacrifice(land, 1, "a land", [counter("that_object")]),
    },
    atUpkeep("each", "At the beginning of each player's upkeep, that player sacrifices a land of their choice.", [
      code((ctx) => { const p = ctx.data.player; if (p === "A" || p === "B") chooseAndSacrifice(ctx, p, land, "Choose a land to sacrifice"); }),
    ]),
    {
      text: "When there are no lands on the battlefield, sacrifice this enchantment.",
      // CR 603.8: a state trigger (ruling 2009-10-01).
      when: { on: "state", test: (g) => !g.battlefield().some((o) => matches(g, o, g.chars(o), land, { you: o.controller })) },
      effect: [sacrifice("self")],
    },
  ],
});
