// Wall of Ice: Defender (This creature can't attack.)
import { card } from "../dsl";
export default card({
  name: "Wall of Ice",
  keywords: ["defender"],
});
