// Ivory Cup: Whenever a player casts a white spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Ivory Cup", { colors: ["W"] }, "a white");
