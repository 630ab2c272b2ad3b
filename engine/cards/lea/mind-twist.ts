// Mind Twist: Target player discards X cards at random.
import { card, targetPlayer } from "../dsl";
export default card({
  name: "Mind Twist",
  spell: { targets: [targetPlayer], effect: [{ do: "discard", who: "target", n: "X", random: true }] },
  ai: { targets: "harmful", value: 2 },
});
