// Elvish Hunter: {1}{G}, {T}: Target creature doesn't untap during its controller's next untap step.
import { ability, card, tapCost, targetCreature } from "../dsl";
import { doesntUntapNextUntapStep } from "../shared/next-untap";
export default card({
  name: "Elvish Hunter",
  abilities: [
    // Ruling 2008-10-01: any creature may be targeted, tapped or not.
    ability("{1}{G}, {T}: Target creature doesn't untap during its controller's next untap step.", tapCost("{1}{G}"),
      [doesntUntapNextUntapStep("target")], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
});
