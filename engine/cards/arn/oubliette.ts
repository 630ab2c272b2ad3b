// Oubliette: When this enchantment enters, target creature phases out until this enchantment leaves the battlefield. Tap that creature as it phases in this way. (Auras and Equipment phase out with it. While permanents are phased out, they're treated as though they don't exist.)
import { card, code, targetCreature } from "../dsl";

export default card({
  name: "Oubliette",
  triggers: [{
    text: "When this enchantment enters, target creature phases out until this enchantment leaves the battlefield. Tap that creature as it phases in this way.",
    when: { on: "enters", self: true },
    targets: [targetCreature],
    effect: [code((ctx) => {
      // CR 610.3c, ruling 2020-08-07: if this enchantment left before this resolved, the creature
      // doesn't phase out (and isn't tapped).
      const self = ctx.self();
      const t = ctx.target(0);
      if (!self || t === undefined) return;
      // CR 702.26b, 702.26g: it phases out with its Auras; it phases in, tapped, as this leaves (Game.move).
      ctx.g.phaseOut(t, { until: self.id, tapIn: true });
    })],
    ai: { targets: "harmful" },
  }],
  ai: { value: 3 },
});
