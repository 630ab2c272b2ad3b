// Tawnos's Weaponry: You may choose not to untap this artifact during your untap step. / {2}, {T}: Target creature gets +1/+1 for as long as this artifact remains tapped.
import { card, ability, mayChooseNotToUntap, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Tawnos's Weaponry",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [
    // CR 611.2b: "for as long as this artifact remains tapped".
    ability("{2}, {T}: Target creature gets +1/+1 for as long as this artifact remains tapped.", tapCost("{2}"),
      [pump(1, 1, "target", "source_tapped")], { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
