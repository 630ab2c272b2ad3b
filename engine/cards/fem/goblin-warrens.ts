// Goblin Warrens: {2}{R}, Sacrifice two Goblins: Create three 1/1 red Goblin creature tokens.
import { ability, card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 red Goblin creature token (CR 111.4: "Goblin Token"). */
export const GOBLIN = tokenDef({ subtypes: ["Goblin"], colors: ["R"], power: 1, toughness: 1 });

export default card({
  name: "Goblin Warrens",
  tokens: [GOBLIN],
  abilities: [
    // Ruling: the Goblin tokens can be sacrificed to the Warrens again.
    ability("{2}{R}, Sacrifice two Goblins: Create three 1/1 red Goblin creature tokens.",
      { mana: "{2}{R}", sacrifice: { filter: { subtypes: ["Goblin"] }, count: 2, text: "Sacrifice two Goblins" } }, [createToken(GOBLIN, 3)]),
  ],
});
