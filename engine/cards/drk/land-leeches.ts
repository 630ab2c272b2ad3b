// Land Leeches: First strike
import { card } from "../dsl";
export default card({
  name: "Land Leeches",
  keywords: ["first strike"],
});
