// Wormwood Treefolk: {G}{G}: This creature gains forestwalk until end of turn and deals 2 damage to you. (It can't be blocked as long as defending player controls a Forest.) / {B}{B}: This creature gains swampwalk until end of turn and deals 2 damage to you. (It can't be blocked as long as defending player controls a Swamp.)
import { card, ability, damage } from "../dsl";
export default card({
  name: "Wormwood Treefolk",
  // Landwalk matters only until blockers are declared (ruling 2009-10-01, CR 702.14, 509.1b).
  abilities: [
    ability("{G}{G}: This creature gains forestwalk until end of turn and deals 2 damage to you.", { mana: "{G}{G}" },
      [{ do: "grant", what: "self", keywords: ["forestwalk"], until: "end_of_turn" }, damage(2, "you")]),
    ability("{B}{B}: This creature gains swampwalk until end of turn and deals 2 damage to you.", { mana: "{B}{B}" },
      [{ do: "grant", what: "self", keywords: ["swampwalk"], until: "end_of_turn" }, damage(2, "you")]),
  ],
  ai: { bonus: 0.5 },
});
