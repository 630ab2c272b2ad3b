// Spore Cloud: Tap all blocking creatures. Prevent all combat damage that would be dealt this turn. Each attacking creature and each blocking creature doesn't untap during its controller's next untap step.
import { card, tap } from "../dsl";
import { preventAllCombatDamage } from "../shared/fog";
import { doesntUntapNextUntapStep } from "../shared/next-untap";
export default card({
  name: "Spore Cloud",
  spell: {
    effect: [
      tap({ all: { types: ["Creature"], blocking: true } }),
      preventAllCombatDamage,
      // Ruling 2004-10-04: only creatures already attacking or blocking as it resolves (CR 608.2h).
      doesntUntapNextUntapStep({ all: { types: ["Creature"], attacking: true } }),
      doesntUntapNextUntapStep({ all: { types: ["Creature"], blocking: true } }),
    ],
  },
  ai: { responseOnly: true, trick: true },
});
