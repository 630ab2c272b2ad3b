// Gauntlet of Might: Red creatures get +1/+1. / Whenever a Mountain is tapped for mana, its controller adds an additional {R}.
import { anthem, card } from "../dsl";
export default card({
  name: "Gauntlet of Might",
  statics: [anthem(1, 1, { colors: ["R"] })],
  // CR 605.1b, 605.4a: a triggered mana ability (ruling 2004-10-04: any land with the type
  // Mountain, whichever of its colors it was tapped for).
  triggers: [{
    text: "Whenever a Mountain is tapped for mana, its controller adds an additional {R}.",
    when: { on: "tapped_for_mana", filter: { subtypes: ["Mountain"] } },
    mana: { add: "R" },
    effect: [],
  }],
  ai: { bonus: 1 },
});
