// Moorish Cavalry: Trample
import { card } from "../dsl";
export default card({
  name: "Moorish Cavalry",
  keywords: ["trample"],
});
