// Mountain Yeti: Mountainwalk (This creature can't be blocked as long as defending player controls a Mountain.) / Protection from white
import { card } from "../dsl";
export default card({
  name: "Mountain Yeti",
  keywords: ["mountainwalk", "protection from white"],
});
