// Icatian Infantry: {1}: This creature gains first strike until end of turn. / {1}: This creature gains banding until end of turn. (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)
import { ability, card } from "../dsl";
export default card({
  name: "Icatian Infantry",
  abilities: [
    ability("{1}: This creature gains first strike until end of turn.", { mana: "{1}" }, [{ do: "grant", what: "self", keywords: ["first strike"], until: "end_of_turn" }]),
    ability("{1}: This creature gains banding until end of turn.", { mana: "{1}" }, [{ do: "grant", what: "self", keywords: ["banding"], until: "end_of_turn" }]), // CR 702.22
  ],
});
