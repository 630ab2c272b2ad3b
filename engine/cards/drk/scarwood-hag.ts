// Scarwood Hag: {G}{G}{G}{G}, {T}: Target creature gains forestwalk until end of turn. (It can't be blocked as long as defending player controls a Forest.) / {T}: Target creature loses forestwalk until end of turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
import { loseKeywords } from "../shared/banding";
export default card({
  name: "Scarwood Hag",
  abilities: [
    // Forestwalk is landwalk (CR 702.14); gained and lost in layer 6, later timestamp wins (CR 613.7).
    ability("{G}{G}{G}{G}, {T}: Target creature gains forestwalk until end of turn.", tapCost("{G}{G}{G}{G}"), [{ do: "grant", what: "target", keywords: ["forestwalk"] }], { targets: [targetCreature], ai: { targets: "helpful" } }),
    ability("{T}: Target creature loses forestwalk until end of turn.", tapCost(), [loseKeywords("target", ["forestwalk"])], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
});
