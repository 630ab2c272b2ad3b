// Thallid Devourer: At the beginning of your upkeep, put a spore counter on this creature. / Remove three spore counters from this creature: Create a 1/1 green Saproling creature token. / Sacrifice a Saproling: This creature gets +1/+2 until end of turn.
import { ability, card, pump } from "../dsl";
import { createToken, SAPROLING } from "../tokens";
import { removeThreeSpores, sporeUpkeep } from "../shared/spores";
export default card({
  name: "Thallid Devourer",
  tokens: [SAPROLING],
  triggers: [sporeUpkeep()],
  abilities: [
    removeThreeSpores("Remove three spore counters from this creature: Create a 1/1 green Saproling creature token.", [createToken(SAPROLING)]),
    // Any Saproling, token or card, itself included if it is one (CR 118.3).
    ability("Sacrifice a Saproling: This creature gets +1/+2 until end of turn.", { sacrifice: { filter: { subtypes: ["Saproling"] }, count: 1, text: "Sacrifice a Saproling" } },
      [pump(1, 2, "self")], { ai: { trick: true } }),
  ],
});
