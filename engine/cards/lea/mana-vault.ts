// Mana Vault: This artifact doesn't untap during your untap step. / At the beginning of your upkeep, you may pay {4}. If you do, untap this artifact. / At the beginning of your draw step, if this artifact is tapped, it deals 1 damage to you. / {T}: Add {C}{C}{C}.
import { card, atUpkeep, damage, DOESNT_UNTAP, manaAbility, untap } from "../dsl";
export default card({
  name: "Mana Vault",
  keywords: [DOESNT_UNTAP], // CR 502.3 (untap.ts)
  triggers: [
    // "You may pay {4}. If you do": a pay-or-not decision, always asked (CR 118.12).
    atUpkeep("yours", "At the beginning of your upkeep, you may pay {4}. If you do, untap this artifact.", [
      { do: "ifPays", cost: "{4}", then: [untap("self")] },
    ]),
    {
      text: "At the beginning of your draw step, if this artifact is tapped, it deals 1 damage to you.",
      when: { on: "step", step: "draw", whose: "yours" },
      condition: (_g, self) => self.tapped, // CR 603.4: intervening "if"
      effect: [damage(1, "you")],
    },
  ],
  abilities: [manaAbility("{T}: Add {C}{C}{C}.", { fixed: "CCC" })],
});
