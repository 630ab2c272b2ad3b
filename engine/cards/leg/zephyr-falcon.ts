// Zephyr Falcon: Flying, vigilance
import { card } from "../dsl";
export default card({
  name: "Zephyr Falcon",
  keywords: ["flying", "vigilance"],
});
