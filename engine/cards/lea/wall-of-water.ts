// Wall of Water: Defender (This creature can't attack.) / {U}: This creature gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Wall of Water",
  keywords: ["defender"],
  abilities: [selfPump("{U}: This creature gets +1/+0 until end of turn.", "{U}", 1, 0)],
});
