// Thrull Champion: Thrull creatures get +1/+1. / {T}: Gain control of target Thrull for as long as you control this creature.
import { card, ability, anthem, tapCost, target } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Thrull Champion",
  // Every Thrull creature, itself included (ruling 2007-09-16).
  statics: [anthem(1, 1, { subtypes: ["Thrull"] })],
  abilities: [
    // CR 611.2b: "for as long as you control this creature"; it untaps as usual (ruling 2007-09-16).
    ability("{T}: Gain control of target Thrull for as long as you control this creature.", tapCost(),
      [gainControl("target", "source_controlled")], { targets: [target("target Thrull", { subtypes: ["Thrull"] })] }),
  ],
});
