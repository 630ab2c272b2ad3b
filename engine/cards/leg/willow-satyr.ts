// Willow Satyr: You may choose not to untap this creature during your untap step. / {T}: Gain control of target legendary creature for as long as you control this creature and this creature remains tapped.
import { card, ability, creature, mayChooseNotToUntap, tapCost, target } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Willow Satyr",
  untapRules: [mayChooseNotToUntap], // CR 502.3
  abilities: [
    // CR 611.2b: both must hold from activation on (rulings 2009-10-01).
    ability("{T}: Gain control of target legendary creature for as long as you control this creature and this creature remains tapped.", tapCost(),
      [gainControl("target", { while: ["you_control", "tapped"] })],
      { targets: [target("target legendary creature", { ...creature, supertypes: ["Legendary"] })] }),
  ],
});
