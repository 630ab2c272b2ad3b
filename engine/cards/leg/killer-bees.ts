// Killer Bees: Flying / {G}: This creature gets +1/+1 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Killer Bees",
  keywords: ["flying"],
  abilities: [selfPump("{G}: This creature gets +1/+1 until end of turn.", "{G}", 1, 1)],
  ai: { bonus: 1.5 },
});
