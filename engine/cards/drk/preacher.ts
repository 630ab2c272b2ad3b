// Preacher: You may choose not to untap this creature during your untap step. / {T}: For as long as this creature remains tapped, gain control of target creature of an opponent's choice they control.
import { card, ability, creature, mayChooseNotToUntap, tapCost } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Preacher",
  untapRules: [mayChooseNotToUntap], // CR 502.3
  abilities: [
    // The opponent chooses the target as it is activated (ruling 2007-09-16); "remains tapped" is
    // checked from activation on (CR 611.2b, ruling 2007-09-16).
    ability("{T}: For as long as this creature remains tapped, gain control of target creature of an opponent's choice they control.", tapCost(),
      [gainControl("target", "source_tapped")],
      { targets: [{ text: "target creature of an opponent's choice they control", object: { ...creature, controller: "opponent" }, chooser: "opponent" }] }),
  ],
});
