// Living Lands: All Forests are 1/1 creatures that are still lands.
import { card } from "../dsl";
export default card({
  name: "Living Lands",
  // CR 205.1b: still lands; layer 4 then 7b (CR 613.6). CR 302.6 applies to them as creatures.
  statics: [{ affects: { subtypes: ["Forest"] }, layer: "4", mod: { addTypes: ["Creature"] }, also: [{ layer: "7b", mod: { setPt: [1, 1] } }] }],
});
