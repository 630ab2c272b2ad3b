// Wooden Sphere: Whenever a player casts a green spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Wooden Sphere", { colors: ["G"] }, "a green");
