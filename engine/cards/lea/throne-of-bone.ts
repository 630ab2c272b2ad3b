// Throne of Bone: Whenever a player casts a black spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Throne of Bone", { colors: ["B"] }, "a black");
