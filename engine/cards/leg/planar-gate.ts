// Planar Gate: Creature spells you cast cost {2} less to cast.
import { card } from "../dsl";
export default card({
  name: "Planar Gate",
  // CR 601.2f, 118.7a: generic mana only; several Gates add up (rulings 2004-10-04); any spell with
  // the type Creature (ruling 2008-04-01). Only its controller's spells.
  costChanges: [{ spells: { types: ["Creature"], controller: "you" }, less: 2 }],
  ai: { value: 1 },
});
