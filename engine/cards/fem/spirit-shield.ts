// Spirit Shield: You may choose not to untap this artifact during your untap step. / {2}, {T}: Target creature gets +0/+2 for as long as this artifact remains tapped.
import { card, ability, mayChooseNotToUntap, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Spirit Shield",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [
    // CR 611.2b: "for as long as this artifact remains tapped".
    ability("{2}, {T}: Target creature gets +0/+2 for as long as this artifact remains tapped.", tapCost("{2}"),
      [pump(0, 2, "target", "source_tapped")], { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
