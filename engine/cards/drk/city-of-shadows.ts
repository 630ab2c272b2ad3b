// City of Shadows: {T}, Exile a creature you control: Put a storage counter on this land. / {T}: Add {C} for each storage counter on this land.
import { ability, addCounters, card, manaAbility, tapCost } from "../dsl";
import { STORAGE } from "../shared/storage-lands";
export default card({
  name: "City of Shadows",
  abilities: [
    ability("{T}, Exile a creature you control: Put a storage counter on this land.",
      tapCost(undefined, { exile: { zone: "battlefield", filter: { types: ["Creature"] }, count: 1, text: "Exile a creature you control" } }),
      [addCounters(STORAGE, 1)]),
    // CR 605.1a, 106.1: the counters stay (ruling 2004-10-04); with none it may still be activated
    // and adds nothing (ruling 2009-10-01).
    manaAbility("{T}: Add {C} for each storage counter on this land.", { fixed: "C", perCounterOnSelf: STORAGE }),
  ],
  ai: { bonus: 1 },
});
