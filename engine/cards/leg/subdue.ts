// Subdue: Prevent all combat damage that would be dealt by target creature this turn. That creature gets +0/+X until end of turn, where X is its mana value.
import { card, preventBy, pump, targetCreature } from "../dsl";
export default card({
  name: "Subdue",
  spell: { targets: [targetCreature], effect: [preventBy("target", true), pump(0, { stat: "manaValue", of: "target" }, "target")] },
  ai: { targets: "harmful", responseOnly: true },
});
