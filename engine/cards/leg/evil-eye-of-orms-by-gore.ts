// Evil Eye of Orms-by-Gore: Non-Eye creatures you control can't attack. / This creature can't be blocked except by Walls.
import { card, grants } from "../dsl";
export default card({
  name: "Evil Eye of Orms-by-Gore",
  keywords: ["can't be blocked except by walls"],
  statics: [grants({ types: ["Creature"], notSubtypes: ["Eye"], controller: "you" }, ["can't attack"])],
});
