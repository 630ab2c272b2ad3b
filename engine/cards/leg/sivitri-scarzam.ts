// Sivitri Scarzam: (no rules text; Legendary Creature, subject to the legend rule, CR 704.5j)
import { card } from "../dsl";
export default card({ name: "Sivitri Scarzam" });
