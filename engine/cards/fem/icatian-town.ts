// Icatian Town: Create four 1/1 white Citizen creature tokens.
import { card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 white Citizen creature token (CR 111.4: "Citizen Token"). */
export const CITIZEN = tokenDef({ subtypes: ["Citizen"], colors: ["W"], power: 1, toughness: 1 });

export default card({
  name: "Icatian Town",
  tokens: [CITIZEN],
  spell: { effect: [createToken(CITIZEN, 4)] },
});
