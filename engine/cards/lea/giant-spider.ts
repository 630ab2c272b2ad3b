// Giant Spider: Reach (This creature can block creatures with flying.)
import { card } from "../dsl";
export default card({
  name: "Giant Spider",
  keywords: ["reach"],
});
