// Breeding Pit: At the beginning of your upkeep, sacrifice this enchantment unless you pay {B}{B}. / At the beginning of your end step, create a 0/1 black Thrull creature token.
import { card, sacrifice } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 0/1 black Thrull creature token (CR 111.4: "Thrull Token"). */
export const THRULL = tokenDef({ subtypes: ["Thrull"], colors: ["B"], power: 0, toughness: 1 });

export default card({
  name: "Breeding Pit",
  tokens: [THRULL],
  triggers: [
    { text: "At the beginning of your upkeep, sacrifice this enchantment unless you pay {B}{B}.", when: { on: "step", step: "upkeep", whose: "yours" },
      effect: [{ do: "unlessPays", cost: "{B}{B}", then: [sacrifice("self")] }] },
    // Ruling: only while it is on the battlefield at the beginning of the end step.
    { text: "At the beginning of your end step, create a 0/1 black Thrull creature token.", when: { on: "step", step: "end", whose: "yours" },
      effect: [createToken(THRULL)] },
  ],
});
