// Stone-Throwing Devils: First strike
import { card } from "../dsl";
export default card({
  name: "Stone-Throwing Devils",
  keywords: ["first strike"],
});
