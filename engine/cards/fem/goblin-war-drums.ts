// Goblin War Drums: Creatures you control have menace. (They can't be blocked except by two or more creatures.)
import { card, grants } from "../dsl";
// CR 702.111b: checked on the whole declaration of blockers (combat.ts). Rulings 2004-10-04:
// several War Drums are redundant (702.111c).
export default card({
  name: "Goblin War Drums",
  statics: [grants({ types: ["Creature"], controller: "you" }, ["menace"])],
  // Evasion for every creature of its controller; the heuristic's combat model doesn't count menace yet.
  ai: { bonus: 0.5 },
});
