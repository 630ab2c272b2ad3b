// Wall of Air: Defender, flying (This creature can't attack, and it can block creatures with flying.)
import { card } from "../dsl";
export default card({
  name: "Wall of Air",
  keywords: ["defender", "flying"],
});
