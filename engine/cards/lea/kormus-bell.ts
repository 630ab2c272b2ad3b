// Kormus Bell: All Swamps are 1/1 black creatures that are still lands.
import { card } from "../dsl";
export default card({
  name: "Kormus Bell",
  // CR 205.1b: still lands; layers 4, 5, then 7b (CR 613.6). CR 302.6 applies to them as creatures.
  statics: [{
    affects: { subtypes: ["Swamp"] }, layer: "4", mod: { addTypes: ["Creature"] },
    also: [{ layer: "5", mod: { colors: ["B"] } }, { layer: "7b", mod: { setPt: [1, 1] } }],
  }],
});
