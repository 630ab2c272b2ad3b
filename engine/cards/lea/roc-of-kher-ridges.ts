// Roc of Kher Ridges: Flying
import { card } from "../dsl";
export default card({
  name: "Roc of Kher Ridges",
  keywords: ["flying"],
});
