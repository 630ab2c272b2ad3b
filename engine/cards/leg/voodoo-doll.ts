// Voodoo Doll: At the beginning of your upkeep, put a pin counter on this artifact. / At the beginning of your end step, if this artifact is untapped, destroy this artifact and it deals damage to you equal to the number of pin counters on it. / {X}{X}, {T}: This artifact deals damage equal to the number of pin counters on it to any target. X is the number of pin counters on this artifact.
import type { ResolveContext } from "../../core/context";
import { ability, addCounters, anyTarget, atUpkeep, card, damage, destroy } from "../dsl";

// Rulings 2009-10-01: the counters are counted as it resolves, or as it last existed (CR 608.2h, 113.7a).
const PINS = (ctx: ResolveContext): number => ctx.sourceNowOrLast()?.counters.pin ?? 0;

export default card({
  name: "Voodoo Doll",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, put a pin counter on this artifact.", [addCounters("pin", 1)]),
    {
      text: "At the beginning of your end step, if this artifact is untapped, destroy this artifact and it deals damage to you equal to the number of pin counters on it.",
      when: { on: "step", step: "end", whose: "yours" },
      // CR 603.4: intervening "if", checked again as it resolves (on its last existence if it left, ruling 2009-10-01).
      condition: (_g, self) => !self.tapped,
      // Ruling 2011-01-01: destroyed whether or not the damage is dealt.
      effect: [destroy("self"), damage(PINS, "you")],
    },
  ],
  abilities: [
    // CR 107.3c: X is defined by the text (the pin counters as it is activated); the damage counts them as it resolves.
    ability("{X}{X}, {T}: This artifact deals damage equal to the number of pin counters on it to any target. X is the number of pin counters on this artifact.",
      { tap: true, manaPerCounter: { kind: "pin", generic: 2 } }, [damage(PINS, "target")], { targets: [anyTarget] }),
  ],
});
