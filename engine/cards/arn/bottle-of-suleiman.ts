// Bottle of Suleiman: {1}, Sacrifice this artifact: Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact creature token with flying. If you lose the flip, this artifact deals 5 damage to you.
import { ability, card, code, damage } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 5/5 colorless Djinn artifact creature token with flying (CR 111.4: "Djinn Token"). */
export const DJINN = tokenDef({ types: ["Artifact", "Creature"], subtypes: ["Djinn"], colors: [], power: 5, toughness: 5, keywords: ["flying"] });

export default card({
  name: "Bottle of Suleiman",
  tokens: [DJINN],
  abilities: [
    ability("{1}, Sacrifice this artifact: Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact creature token with flying. If you lose the flip, this artifact deals 5 damage to you.",
      { mana: "{1}", sacrificeSelf: true },
      [
        code((ctx) => { ctx.memo.won = ctx.g.flipCoin(ctx.controller) === "won"; }), // CR 705; ruling: flipped on resolution
        // The damage's source is the sacrificed Bottle as it last existed (CR 113.7a).
        { do: "if", test: (ctx) => ctx.memo.won === true, then: [createToken(DJINN)], otherwise: [damage(5, "you")] },
      ]),
  ],
});
