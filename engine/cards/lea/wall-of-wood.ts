// Wall of Wood: Defender (This creature can't attack.)
import { card } from "../dsl";
export default card({
  name: "Wall of Wood",
  keywords: ["defender"],
});
