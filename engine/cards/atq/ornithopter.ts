// Ornithopter: Flying
import { card } from "../dsl";
export default card({
  name: "Ornithopter",
  keywords: ["flying"],
});
