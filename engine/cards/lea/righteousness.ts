// Righteousness: Target blocking creature gets +7/+7 until end of turn.
import { card, pump, target } from "../dsl";
export default card({
  name: "Righteousness",
  // A creature declared as a blocker stays a blocking creature until combat ends (ruling 2009-10-01).
  spell: { targets: [target("target blocking creature", { types: ["Creature"], blocking: true })], effect: [pump(7, 7)] },
  ai: { targets: "helpful", trick: true },
});
