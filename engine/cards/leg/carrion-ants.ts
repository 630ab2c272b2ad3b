// Carrion Ants: {1}: This creature gets +1/+1 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Carrion Ants",
  abilities: [selfPump("{1}: This creature gets +1/+1 until end of turn.", "{1}", 1, 1)],
  ai: { bonus: 2 },
});
