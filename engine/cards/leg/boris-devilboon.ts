// Boris Devilboon: {2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Minor Demon.
import { ability, card, tapCost } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** CR 111.4: the token is named Minor Demon. */
export const MINOR_DEMON = tokenDef({ name: "Minor Demon", subtypes: ["Demon"], colors: ["B", "R"], power: 1, toughness: 1 });

export default card({
  name: "Boris Devilboon",
  tokens: [MINOR_DEMON],
  abilities: [ability("{2}{B}{R}, {T}: Create a 1/1 black and red Demon creature token named Minor Demon.", tapCost("{2}{B}{R}"), [createToken(MINOR_DEMON)])],
});
