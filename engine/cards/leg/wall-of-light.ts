// Wall of Light: Defender (This creature can't attack.) / Protection from black
import { card } from "../dsl";
export default card({
  name: "Wall of Light",
  keywords: ["defender", "protection from black"],
});
