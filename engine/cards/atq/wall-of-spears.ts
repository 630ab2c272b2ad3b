// Wall of Spears: Defender (This creature can't attack.) / First strike
import { card } from "../dsl";
export default card({
  name: "Wall of Spears",
  keywords: ["defender", "first strike"],
});
