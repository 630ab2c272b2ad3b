// Frozen Shade: {B}: This creature gets +1/+1 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Frozen Shade",
  abilities: [selfPump("{B}: This creature gets +1/+1 until end of turn.", "{B}", 1, 1)],
  ai: { bonus: 1.2 },
});
