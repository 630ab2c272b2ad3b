// Uncle Istvan: Prevent all damage that would be dealt to this creature by creatures.
import { card } from "../dsl";
export default card({
  name: "Uncle Istvan",
  // Ruling: also damage from creatures' abilities (Prodigal Sorcerer): the creature is the source.
  prevents: [{ to: "self", from: { types: ["Creature"] } }],
});
