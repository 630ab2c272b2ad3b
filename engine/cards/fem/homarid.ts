// Homarid: This creature enters with a tide counter on it. / At the beginning of your upkeep, put a tide counter on this creature. / As long as there is exactly one tide counter on this creature, it gets -1/-1. / As long as there are exactly three tide counters on this creature, it gets +1/+1. / Whenever there are four or more tide counters on this creature, remove all tide counters from it.
import { anthem, card } from "../dsl";
import { exactlyTides, tideCycle } from "../shared/tide-counters";
export default card({
  name: "Homarid",
  ...tideCycle("creature"),
  // Layer 7c (CR 613.4c), checked continuously (CR 611.3a).
  statics: [anthem(-1, -1, "self", exactlyTides(1)), anthem(1, 1, "self", exactlyTides(3))],
});
