// Mana Flare: Whenever a player taps a land for mana, that player adds one mana of any type that land produced.
import { card, land } from "../dsl";
export default card({
  name: "Mana Flare",
  // CR 605.1b, 605.4a: a triggered mana ability, resolving at once. Rulings: one mana of a type
  // the land produced (2004-10-04), without the restriction of that mana (2007-09-16).
  triggers: [{
    text: "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    when: { on: "tapped_for_mana", filter: land },
    mana: { add: "produced" },
    effect: [],
  }],
  ai: { bonus: 0.5 },
});
