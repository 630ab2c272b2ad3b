// Homarid Spawning Bed: {1}{U}{U}, Sacrifice a blue creature: Create X 1/1 blue Camarid creature tokens, where X is the sacrificed creature's mana value.
import { ability, card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 blue Camarid creature token (CR 111.4: "Camarid Token"). */
export const CAMARID = tokenDef({ subtypes: ["Camarid"], colors: ["U"], power: 1, toughness: 1 });

export default card({
  name: "Homarid Spawning Bed",
  tokens: [CAMARID],
  abilities: [
    ability("{1}{U}{U}, Sacrifice a blue creature: Create X 1/1 blue Camarid creature tokens, where X is the sacrificed creature's mana value.",
      { mana: "{1}{U}{U}", sacrifice: { filter: { types: ["Creature"], colors: ["U"] }, count: 1, text: "Sacrifice a blue creature" } },
      // CR 601.2h, 608.2h: the sacrificed creature's mana value as it last existed.
      [createToken(CAMARID, (ctx) => ctx.item.paid?.sacrificed?.[0]?.manaValue ?? 0)], { ai: { never: true } }),
  ],
});
