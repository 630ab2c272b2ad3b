// Helm of Chatzuk: {1}, {T}: Target creature gains banding until end of turn. (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding a player controls are blocking or being blocked by a creature, that player divides that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
import { ability, card, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Helm of Chatzuk",
  abilities: [
    ability("{1}, {T}: Target creature gains banding until end of turn.", tapCost("{1}"), [{ do: "grant", what: "target", keywords: ["banding"], until: "end_of_turn" }], { targets: [targetCreature] }), // CR 702.22
  ],
  ai: { targets: "helpful" },
});
