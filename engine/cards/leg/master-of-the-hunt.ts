// Master of the Hunt: {2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has "bands with other creatures named Wolves of the Hunt."
import { ability, card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** CR 111.4: the card names the token, so that is its only name; CR 702.22c "bands with other [quality]". */
const WOLVES = tokenDef({
  name: "Wolves of the Hunt",
  types: ["Creature"], subtypes: ["Wolf"], colors: ["G"], power: 1, toughness: 1,
  keywords: ["bands with other creatures named wolves of the hunt"],
});

export default card({
  name: "Master of the Hunt",
  tokens: [WOLVES],
  // No {T}: it may be activated any number of times (ruling 2004-10-04).
  abilities: [ability("{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has \"bands with other creatures named Wolves of the Hunt.\"",
    { mana: "{2}{G}{G}" }, [createToken(WOLVES)])],
});
