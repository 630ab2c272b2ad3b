// Zelyon Sword: You may choose not to untap this artifact during your untap step. / {3}, {T}: Target creature gets +2/+0 for as long as this artifact remains tapped.
import { card, ability, mayChooseNotToUntap, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Zelyon Sword",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [
    // CR 611.2b: "for as long as this artifact remains tapped".
    ability("{3}, {T}: Target creature gets +2/+0 for as long as this artifact remains tapped.", tapCost("{3}"),
      [pump(2, 0, "target", "source_tapped")], { targets: [targetCreature], ai: { targets: "helpful" } }),
  ],
});
