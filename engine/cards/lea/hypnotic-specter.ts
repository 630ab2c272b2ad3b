// Hypnotic Specter: Flying / Whenever this creature deals damage to an opponent, that player discards a card at random.
import { card } from "../dsl";
export default card({
  name: "Hypnotic Specter",
  keywords: ["flying"],
  triggers: [{
    text: "Whenever this creature deals damage to an opponent, that player discards a card at random.",
    when: { on: "deals_damage", self: true, to: "opponent" },
    effect: [{ do: "discard", who: "that_player", n: 1, random: true }],
  }],
  ai: { bonus: 1.5 },
});
