// Juggernaut: This creature attacks each combat if able. / This creature can't be blocked by Walls.
import { card } from "../dsl";
export default card({
  name: "Juggernaut",
  keywords: ["attacks each combat if able", "can't be blocked by walls"],
  ai: { bonus: -0.5 },
});
