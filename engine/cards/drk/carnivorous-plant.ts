// Carnivorous Plant: Defender
import { card } from "../dsl";
export default card({ name: "Carnivorous Plant", keywords: ["defender"] });
