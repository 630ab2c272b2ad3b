// Goblin Hero: (no rules text)
import { card } from "../dsl";
export default card({ name: "Goblin Hero" });
