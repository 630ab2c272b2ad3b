// Shatter: Destroy target artifact.
import { card, destroy, targetArtifact } from "../dsl";
export default card({
  name: "Shatter",
  spell: { targets: [targetArtifact], effect: [destroy()] },
});
