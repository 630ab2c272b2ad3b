// Wall of Opposition: Defender (This creature can't attack.) / {1}: This creature gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Wall of Opposition",
  keywords: ["defender"],
  abilities: [selfPump("{1}: This creature gets +1/+0 until end of turn.", "{1}", 1, 0)],
  ai: { bonus: 0.5 },
});
