// The Fallen: At the beginning of your upkeep, this creature deals 1 damage to each opponent and planeswalker it has dealt damage to this game.
import { card, atUpkeep, code } from "../dsl";
import { playersDamagedThisGameBy } from "../../core/history";

export default card({
  name: "The Fallen",
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, this creature deals 1 damage to each opponent and planeswalker it has dealt damage to this game.", [
    code((ctx) => {
      // Rulings 2004-10-04 / 2007-09-16: only opponents of its current controller, 1 damage each
      // however often it damaged them; it forgets them when it leaves the battlefield (CR 400.7).
      // (No planeswalkers exist among this game's cards.)
      const src = ctx.source();
      const them = playersDamagedThisGameBy(ctx.g, src.id).filter((p) => p !== ctx.controller);
      ctx.g.simultaneously(() => { for (const p of them) ctx.g.dealDamage(src, p, 1); }); // CR 120.2
    }),
  ])],
});
