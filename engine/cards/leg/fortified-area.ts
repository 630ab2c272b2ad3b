// Fortified Area: Wall creatures you control get +1/+0 and have banding. (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
import { anthem, card, grants } from "../dsl";
const walls = { types: ["Creature"], subtypes: ["Wall"], controller: "you" as const };
export default card({
  name: "Fortified Area",
  statics: [anthem(1, 0, walls), grants(walls, ["banding"])], // CR 702.22
  ai: { bonus: 1 },
});
