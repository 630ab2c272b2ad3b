// Fungusaur: Whenever this creature is dealt damage, put a +1/+1 counter on it.
import { card, addCounters } from "../dsl";
export default card({
  name: "Fungusaur",
  // One counter however much damage, and one for damage from several sources at once (ruling 2004-10-04, CR 603.2c).
  triggers: [{ text: "Whenever this creature is dealt damage, put a +1/+1 counter on it.", when: { on: "damage", to: "self" }, effect: [addCounters("+1/+1", 1, "self")] }],
});
