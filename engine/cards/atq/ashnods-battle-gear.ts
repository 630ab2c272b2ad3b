// Ashnod's Battle Gear: You may choose not to untap this artifact during your untap step. / {2}, {T}: Target creature you control gets +2/-2 for as long as this artifact remains tapped.
import { card, ability, mayChooseNotToUntap, pump, tapCost, target } from "../dsl";
export default card({
  name: "Ashnod's Battle Gear",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [
    // CR 611.2b: "for as long as": ends for good once the artifact untaps or leaves; does nothing
    // if it is already untapped as the ability resolves.
    ability("{2}, {T}: Target creature you control gets +2/-2 for as long as this artifact remains tapped.", tapCost("{2}"),
      [pump(2, -2, "target", "source_tapped")], { targets: [target("target creature you control", { types: ["Creature"], controller: "you" })] }),
  ],
});
