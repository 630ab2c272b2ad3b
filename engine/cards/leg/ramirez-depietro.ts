// Ramirez DePietro: First strike
import { card } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j); first strike is CR 702.7.
export default card({ name: "Ramirez DePietro", keywords: ["first strike"] });
