// Dust to Dust: Exile two target artifacts.
import { card, targetArtifact } from "../dsl";
export default card({
  name: "Dust to Dust",
  // Two instances of one "target" (CR 115.3); if one becomes illegal, the other is still exiled (CR 608.2b).
  spell: { targets: [targetArtifact, targetArtifact], distinctTargets: true, effect: [{ do: "exile", what: "targets" }] },
  ai: { targets: "harmful" },
});
