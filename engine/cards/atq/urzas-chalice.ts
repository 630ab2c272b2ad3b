// Urza's Chalice: Whenever a player casts an artifact spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Urza's Chalice", { types: ["Artifact"] }, "an artifact");
