// Iron Star: Whenever a player casts a red spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Iron Star", { colors: ["R"] }, "a red");
