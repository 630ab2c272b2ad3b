// Wall of Stone: Defender (This creature can't attack.)
import { card } from "../dsl";
export default card({
  name: "Wall of Stone",
  keywords: ["defender"],
});
