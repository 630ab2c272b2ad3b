// Crystal Rod: Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.
import { lifegainArtifact } from "../families";
export default lifegainArtifact("Crystal Rod", { colors: ["U"] }, "a blue");
