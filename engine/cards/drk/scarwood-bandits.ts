// Scarwood Bandits: Forestwalk (This creature can't be blocked as long as defending player controls a Forest.) / {2}{G}, {T}: Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on the battlefield.
import { card, ability, tapCost, targetArtifact } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Scarwood Bandits",
  keywords: ["forestwalk"],
  abilities: [
    // CR 118.12a "unless [an opponent] pays"; CR 611.2b "for as long as this creature remains on the battlefield".
    ability("{2}{G}, {T}: Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on the battlefield.", tapCost("{2}{G}"),
      [{ do: "unlessPays", who: "opponent", cost: "{2}", then: [gainControl("target", { while: [] })] }], { targets: [targetArtifact] }),
  ],
});
