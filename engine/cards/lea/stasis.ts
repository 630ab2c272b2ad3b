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
  // Locks its owner too: worth it while its controller is ahead on creatures and keeps an
  // untapped Island to pay with (evaluate.ts `favourWorth`, with the derived `keepCost`).
  ai: { favours: "board" },
});
