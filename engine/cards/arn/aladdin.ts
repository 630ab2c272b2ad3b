// Aladdin: {1}{R}{R}, {T}: Gain control of target artifact for as long as you control this creature.
import { card, ability, tapCost, targetArtifact } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Aladdin",
  abilities: [
    // CR 613.1b, 611.2b: ends when you no longer control Aladdin (ruling 2008-08-01: not when it stops being an artifact).
    ability("{1}{R}{R}, {T}: Gain control of target artifact for as long as you control this creature.", tapCost("{1}{R}{R}"),
      [gainControl("target", "source_controlled")], { targets: [targetArtifact] }),
  ],
});
