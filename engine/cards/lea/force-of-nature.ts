// Force of Nature: Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.) / At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}.
import { card, damage } from "../dsl";
export default card({
  name: "Force of Nature",
  keywords: ["trample"],
  triggers: [{
    text: "At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    effect: [{ do: "unlessPays", cost: "{G}{G}{G}{G}", then: [damage(8, "you")] }],
  }],
  ai: { bonus: -1.5 },
});
