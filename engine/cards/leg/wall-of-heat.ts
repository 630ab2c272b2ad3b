// Wall of Heat: Defender (This creature can't attack.)
import { card } from "../dsl";
export default card({
  name: "Wall of Heat",
  keywords: ["defender"],
});
