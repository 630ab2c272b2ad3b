// Barl's Cage: {3}: Target creature doesn't untap during its controller's next untap step.
import { ability, card, targetCreature } from "../dsl";
import { doesntUntapNextUntapStep } from "../shared/next-untap";
export default card({
  name: "Barl's Cage",
  abilities: [
    // CR 502.3; rulings 2009-10-01: any creature, tapped or not; the controller isn't tracked; an
    // untapped creature as that untap step begins is not held at a later one.
    ability("{3}: Target creature doesn't untap during its controller's next untap step.", { mana: "{3}" },
      [doesntUntapNextUntapStep("target")], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
  ai: { bonus: 1 },
});
