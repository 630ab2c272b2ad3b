// Scavenger Folk: {G}, {T}, Sacrifice this creature: Destroy target artifact.
import { card, ability, destroy, tapCost, targetArtifact } from "../dsl";
export default card({
  name: "Scavenger Folk",
  abilities: [ability("{G}, {T}, Sacrifice this creature: Destroy target artifact.", tapCost("{G}", { sacrificeSelf: true }), [destroy()], { targets: [targetArtifact] })],
  ai: { targets: "harmful" },
});
