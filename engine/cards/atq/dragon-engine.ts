// Dragon Engine: {2}: This creature gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Dragon Engine",
  abilities: [selfPump("{2}: This creature gets +1/+0 until end of turn.", "{2}", 1, 0)],
  ai: { bonus: 1 },
});
