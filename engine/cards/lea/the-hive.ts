// The Hive: {5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp. (It can't be blocked except by creatures with flying or reach.)
import { ability, card, tapCost } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** CR 111.4: the token is named Wasp (not "Insect Token"). */
export const WASP = tokenDef({ name: "Wasp", types: ["Artifact", "Creature"], subtypes: ["Insect"], colors: [], power: 1, toughness: 1, keywords: ["flying"] });

export default card({
  name: "The Hive",
  tokens: [WASP],
  abilities: [ability("{5}, {T}: Create a 1/1 colorless Insect artifact creature token with flying named Wasp.", tapCost("{5}"), [createToken(WASP)])],
});
