// Great Defender: Target creature gets +0/+X until end of turn, where X is its mana value.
import { card, pump, targetCreature } from "../dsl";
export default card({
  name: "Great Defender",
  // X is the target's mana value as the spell resolves (CR 608.2h, 202.3).
  spell: { targets: [targetCreature], effect: [pump(0, { stat: "manaValue", of: "target" }, "target", "end_of_turn")] },
  ai: { targets: "helpful", trick: true },
});
