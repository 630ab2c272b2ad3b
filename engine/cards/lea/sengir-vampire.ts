// Sengir Vampire: Flying (This creature can't be blocked except by creatures with flying or reach.) / Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.
import { card, addCounters } from "../dsl";
export default card({
  name: "Sengir Vampire",
  keywords: ["flying"],
  triggers: [{
    text: "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.",
    when: { on: "dies", damagedBySelf: true },
    effect: [addCounters("+1/+1", 1, "self")],
  }],
  ai: { bonus: 0.5 },
});
