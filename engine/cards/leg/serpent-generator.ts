// Serpent Generator: {4}, {T}: Create a 1/1 colorless Snake artifact creature token. It has "Whenever this creature deals damage to a player, that player gets a poison counter." (A player with ten or more poison counters loses the game.)
import { ability, card, code, tapCost } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 colorless Snake artifact creature token with a poison trigger (CR 111.4: "Snake Token"). */
export const SNAKE = tokenDef({
  types: ["Artifact", "Creature"], subtypes: ["Snake"], colors: [], power: 1, toughness: 1,
  triggers: [{
    text: "Whenever this creature deals damage to a player, that player gets a poison counter.",
    when: { on: "deals_damage", self: true, to: "player" },
    effect: [code((ctx) => { const p = ctx.data.player; if (p === "A" || p === "B") ctx.g.addPoison(p, 1); })], // CR 122.1f
  }],
});

export default card({
  name: "Serpent Generator",
  tokens: [SNAKE],
  abilities: [ability("{4}, {T}: Create a 1/1 colorless Snake artifact creature token. It has \"Whenever this creature deals damage to a player, that player gets a poison counter.\"", tapCost("{4}"), [createToken(SNAKE)])],
});
