// Air Elemental: Flying
import { card } from "../dsl";
export default card({
  name: "Air Elemental",
  keywords: ["flying"],
});
