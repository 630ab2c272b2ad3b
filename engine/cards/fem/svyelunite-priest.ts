// Svyelunite Priest: {U}{U}, {T}: Target creature gains shroud until end of turn. Activate only during your upkeep. (It can't be the target of spells or abilities.)
import { card, ability, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Svyelunite Priest",
  abilities: [
    // CR 702.18a, 602.5b; Auras already on the creature stay (ruling 2004-10-04).
    ability("{U}{U}, {T}: Target creature gains shroud until end of turn. Activate only during your upkeep.", tapCost("{U}{U}"),
      [{ do: "grant", what: "target", keywords: ["shroud"], until: "end_of_turn" }], { targets: [targetCreature], timing: "your_upkeep", ai: { targets: "helpful" } }),
  ],
});
