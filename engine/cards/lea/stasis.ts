// Stasis: Players skip their untap steps. / At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.
import { card, atUpkeep, sacrifice } from "../dsl";
export default card({
  name: "Stasis",
  // CR 614.10: skipping is a replacement; permanents can still be untapped at other times (ruling 2004-10-04).
  untapRules: [{ skipUntapSteps: true }],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.", [
      { do: "unlessPays", cost: "{U}", then: [sacrifice("self")] },
    ]),
  ],
  // Locks its owner too: only a deck built around it wants it, and the computer players cannot
  // yet judge when the lock favours them (cast, it drew their games against the random player).
  ai: { avoidInDecks: true, never: true },
});
