// Tidal Influence: Cast this spell only if no permanents named Tidal Influence are on the battlefield. / This enchantment enters with a tide counter on it. / At the beginning of your upkeep, put a tide counter on this enchantment. / As long as there is exactly one tide counter on this enchantment, all blue creatures get -2/-0. / As long as there are exactly three tide counters on this enchantment, all blue creatures get +2/+0. / Whenever there are four or more tide counters on this enchantment, remove all tide counters from it.
import { anthem, card } from "../dsl";
import { exactlyTides, tideCycle } from "../shared/tide-counters";
const blueCreatures = { colors: ["U" as const] };
export default card({
  name: "Tidal Influence",
  ...tideCycle("enchantment"),
  // Every blue creature, whoever controls it; the P/T follows the count at once (ruling 2004-10-04; CR 611.3a, layer 7c).
  statics: [anthem(-2, 0, blueCreatures, exactlyTides(1)), anthem(2, 0, blueCreatures, exactlyTides(3))],
  // CR 601.3: a condition of casting this spell, not an ability of the permanent: a Tidal Influence
  // on the battlefield stops it even when it has lost its abilities (it is still so named).
  spell: { castOnlyIf: { noPermanent: { name: "Tidal Influence" }, text: "only if no permanents named Tidal Influence are on the battlefield" } },
  ai: { value: 0.5 },
});
