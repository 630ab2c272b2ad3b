// Hymn to Tourach: Target player discards two cards at random.
import { card, targetPlayer } from "../dsl";
export default card({
  name: "Hymn to Tourach",
  spell: { targets: [targetPlayer], effect: [{ do: "discard", who: "target", n: 2, random: true }] },
  ai: { targets: "harmful", value: 2 },
});
