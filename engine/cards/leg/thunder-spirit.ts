// Thunder Spirit: Flying, first strike
import { card } from "../dsl";
export default card({
  name: "Thunder Spirit",
  keywords: ["flying", "first strike"],
});
