// Orcish Spy: {T}: Look at the top three cards of target player's library.
import { card, ability, code, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Orcish Spy",
  abilities: [ability("{T}: Look at the top three cards of target player's library.", tapCost(), [
    // CR 701.20e: shown to the controller alone; nothing moves (fewer than three: all of them, CR 609.3).
    code((ctx) => { const p = ctx.target(0); if (p && ctx.g.isPlayer(p)) ctx.g.lookAt(ctx.controller, ctx.g.player(p).library.slice(0, 3)); }),
  ], { targets: [targetPlayer], ai: { targets: "harmful" } })],
  ai: { value: 0.5 },
});
