// Wall of Earth: Defender (This creature can't attack.)
import { card } from "../dsl";
export default card({
  name: "Wall of Earth",
  keywords: ["defender"],
});
