// Dark Ritual: Add {B}{B}{B}.
import { card } from "../dsl";
export default card({
  name: "Dark Ritual",
  spell: { effect: [{ do: "addMana", who: "you", mana: "BBB" }] },
  ai: { ritual: true, value: 0.6 },
});
