// Relic Barrier: {T}: Tap target artifact.
import { card, ability, tap, tapCost, targetArtifact } from "../dsl";
export default card({
  name: "Relic Barrier",
  // Ruling 2004-10-04: can target a tapped artifact.
  abilities: [ability("{T}: Tap target artifact.", tapCost(), [tap()], { targets: [targetArtifact] })],
  ai: { targets: "harmful" },
});
