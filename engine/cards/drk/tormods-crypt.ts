// Tormod's Crypt: {T}, Sacrifice this artifact: Exile target player's graveyard.
import { card, ability, code, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Tormod's Crypt",
  abilities: [ability("{T}, Sacrifice this artifact: Exile target player's graveyard.", tapCost(undefined, { sacrificeSelf: true }), [
    code((ctx) => { const p = ctx.target(0); if (p === "A" || p === "B") for (const id of [...ctx.g.player(p).graveyard]) ctx.g.move(id, "exile"); }), // CR 406.3
  ], { targets: [targetPlayer] })],
  ai: { targets: "harmful", responseOnly: true },
});
