// Deep Spawn: Trample / At the beginning of your upkeep, sacrifice this creature unless you mill two cards. / {U}: This creature gains shroud until end of turn and doesn't untap during your next untap step. Tap this creature. (A creature with shroud can't be the target of spells or abilities.)
import { card, atUpkeep, sacrifice } from "../dsl";
import { homaridShroud } from "../shared/homarid-shroud";
export default card({
  name: "Deep Spawn",
  keywords: ["trample"],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice this creature unless you mill two cards.", [
      // CR 701.17b: with fewer than two cards in the library, milling can't be chosen (nothing is asked).
      { do: "if", test: (ctx) => ctx.g.player(ctx.controller).library.length >= 2, then: [
        { do: "may", prompt: "Mill two cards? If you don't, sacrifice Deep Spawn", then: [{ do: "mill", who: "you", n: 2 }], otherwise: [sacrifice("self")] },
      ], otherwise: [sacrifice("self")] },
    ]),
  ],
  abilities: [homaridShroud("{U}: This creature gains shroud until end of turn and doesn't untap during your next untap step. Tap this creature.")],
});
