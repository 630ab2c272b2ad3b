// Living Plane: All lands are 1/1 creatures that are still lands.
import { card } from "../dsl";

// CR 205.1b: still lands; layer 4, then 7b (CR 613.6). CR 302.6 applies to them as creatures
// (ruling 2009-10-01). World rule: CR 704.5k.
export default card({
  name: "Living Plane",
  statics: [{ affects: { types: ["Land"] }, layer: "4", mod: { addTypes: ["Creature"] }, also: [{ layer: "7b", mod: { setPt: [1, 1] } }] }],
  // Symmetric, and it exposes every land to creature removal.
  ai: { bonus: 0.2 },
});
