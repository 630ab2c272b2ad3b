// Gate to Phyrexia: Sacrifice a creature: Destroy target artifact. Activate only during your upkeep and only once each turn.
import { card, ability, creature, destroy, targetArtifact } from "../dsl";
export default card({
  name: "Gate to Phyrexia",
  abilities: [ability("Sacrifice a creature: Destroy target artifact. Activate only during your upkeep and only once each turn.",
    { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } }, [destroy()],
    // CR 602.5b: both restrictions.
    { targets: [targetArtifact], timing: "your_upkeep", oncePerTurn: true, ai: { targets: "harmful" } })],
});
