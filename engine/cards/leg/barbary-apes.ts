// Barbary Apes: (no rules text)
import { card } from "../dsl";
export default card({ name: "Barbary Apes" });
