// Citanul Druid: Whenever an opponent casts an artifact spell, put a +1/+1 counter on this creature.
import { card, addCounters, artifact } from "../dsl";
export default card({
  name: "Citanul Druid",
  triggers: [{
    text: "Whenever an opponent casts an artifact spell, put a +1/+1 counter on this creature.",
    when: { on: "cast", by: "opponent", filter: artifact },
    effect: [addCounters("+1/+1", 1, "self")],
  }],
});
