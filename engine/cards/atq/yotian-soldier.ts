// Yotian Soldier: Vigilance
import { card } from "../dsl";
export default card({
  name: "Yotian Soldier",
  keywords: ["vigilance"],
});
