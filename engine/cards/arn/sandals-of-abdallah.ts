// Sandals of Abdallah: {2}, {T}: Target creature gains islandwalk until end of turn. When that creature dies this turn, destroy this artifact. (A creature with islandwalk can't be blocked as long as defending player controls an Island.)
import { ability, card, destroy, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Sandals of Abdallah",
  abilities: [ability("{2}, {T}: Target creature gains islandwalk until end of turn. When that creature dies this turn, destroy this artifact.",
    tapCost("{2}"), [{ do: "grant", what: "target", keywords: ["islandwalk"] }, { do: "delayed", index: 0, object: "target" }],
    { targets: [targetCreature], ai: { targets: "helpful" } })],
  delayed: [{ text: "When that creature dies this turn, destroy this artifact.", at: { at: "that_object_dies", thisTurn: true }, effect: [destroy("self")] }],
});
