// Animate Wall: Enchant Wall / Enchanted Wall can attack as though it didn't have defender.
import { card, enchant, grants } from "../dsl";
export default card({
  name: "Animate Wall",
  enchant: enchant("Wall", { subtypes: ["Wall"] }),
  statics: [grants("enchanted", ["can attack as though it didn't have defender"])],
  ai: { targets: "helpful" },
});
