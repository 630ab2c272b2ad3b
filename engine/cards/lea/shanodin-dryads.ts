// Shanodin Dryads: Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)
import { card } from "../dsl";
export default card({
  name: "Shanodin Dryads",
  keywords: ["forestwalk"],
});
