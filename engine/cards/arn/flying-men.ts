// Flying Men: Flying
import { card } from "../dsl";
export default card({
  name: "Flying Men",
  keywords: ["flying"],
});
