// Rubinia Soulsinger: You may choose not to untap Rubinia Soulsinger during your untap step. / {T}: Gain control of target creature for as long as you control Rubinia Soulsinger and Rubinia Soulsinger remains tapped.
import { card, ability, mayChooseNotToUntap, tapCost, targetCreature } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Rubinia Soulsinger",
  untapRules: [mayChooseNotToUntap], // CR 502.3
  abilities: [
    // CR 611.2b: both must hold from activation on (rulings 2009-10-01).
    ability("{T}: Gain control of target creature for as long as you control Rubinia Soulsinger and Rubinia Soulsinger remains tapped.", tapCost(),
      [gainControl("target", { while: ["you_control", "tapped"] })], { targets: [targetCreature] }),
  ],
});
