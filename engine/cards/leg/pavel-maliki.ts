// Pavel Maliki: {B}{R}: Pavel Maliki gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j).
export default card({
  name: "Pavel Maliki",
  abilities: [selfPump("{B}{R}: Pavel Maliki gets +1/+0 until end of turn.", "{B}{R}", 1, 0)],
});
