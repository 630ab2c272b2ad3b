// Gravity Sphere: All creatures lose flying.
import { card } from "../dsl";

// CR 613.1f, 613.7: layer 6 in timestamp order, so flying given by a later effect stays (ruling
// 2004-10-04). World rule: CR 704.5k.
export default card({
  name: "Gravity Sphere",
  statics: [{ affects: { types: ["Creature"] }, layer: "6", mod: { removeKeywords: ["flying"] } }],
  // Symmetric: every creature loses flying.
  ai: { bonus: 0.4 },
});
