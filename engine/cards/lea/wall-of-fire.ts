// Wall of Fire: Defender (This creature can't attack.) / {R}: This creature gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Wall of Fire",
  keywords: ["defender"],
  abilities: [selfPump("{R}: This creature gets +1/+0 until end of turn.", "{R}", 1, 0)],
});
