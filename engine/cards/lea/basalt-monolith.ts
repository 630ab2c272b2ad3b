// Basalt Monolith: This artifact doesn't untap during your untap step. / {T}: Add {C}{C}{C}. / {3}: Untap this artifact.
import { card, ability, DOESNT_UNTAP, manaAbility, manaCost, untap } from "../dsl";
export default card({
  name: "Basalt Monolith",
  // CR 502.3: an effect keeps it from untapping in its controller's untap step (untap.ts).
  keywords: [DOESNT_UNTAP],
  abilities: [
    manaAbility("{T}: Add {C}{C}{C}.", { fixed: "CCC" }),
    // No restriction: it may be untapped as often as it is paid for (ruling 2020-08-07).
    ability("{3}: Untap this artifact.", manaCost("{3}"), [untap("self")]),
  ],
});
