// Shivan Dragon: Flying / {R}: This creature gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Shivan Dragon",
  keywords: ["flying"],
  abilities: [selfPump("{R}: This creature gets +1/+0 until end of turn.", "{R}", 1, 0)],
});
