// Serra Angel: Flying / Vigilance (Attacking doesn't cause this creature to tap.)
import { card } from "../dsl";
export default card({
  name: "Serra Angel",
  keywords: ["flying", "vigilance"],
});
