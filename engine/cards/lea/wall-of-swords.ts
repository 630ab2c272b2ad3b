// Wall of Swords: Defender (This creature can't attack.) / Flying
import { card } from "../dsl";
export default card({
  name: "Wall of Swords",
  keywords: ["defender", "flying"],
});
