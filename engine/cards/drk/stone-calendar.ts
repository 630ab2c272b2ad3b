// Stone Calendar: Spells you cast cost {1} less to cast.
import { card } from "../dsl";
export default card({
  name: "Stone Calendar",
  // CR 601.2f, 118.7a: the total cost loses {1} of its generic part; the mana cost (and mana value)
  // is unchanged (ruling 2004-10-04). Only its controller's spells.
  costChanges: [{ spells: { controller: "you" }, less: 1 }],
  ai: { value: 1 },
});
