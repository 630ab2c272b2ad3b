// Vodalian Soldiers: (no rules text)
import { card } from "../dsl";
export default card({ name: "Vodalian Soldiers" });
