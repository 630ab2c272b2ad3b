// Bird Maiden: Flying
import { card } from "../dsl";
export default card({
  name: "Bird Maiden",
  keywords: ["flying"],
});
