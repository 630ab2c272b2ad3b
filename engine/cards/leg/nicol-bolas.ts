// Nicol Bolas: Flying / At the beginning of your upkeep, sacrifice Nicol Bolas unless you pay {U}{B}{R}. / Whenever Nicol Bolas deals damage to an opponent, that player discards their hand.
import { card, code } from "../dsl";
import { upkeepOrSacrifice } from "../families";

export default card({
  name: "Nicol Bolas",
  keywords: ["flying"],
  triggers: [
    { ...upkeepOrSacrifice("{U}{B}{R}"), text: "At the beginning of your upkeep, sacrifice Nicol Bolas unless you pay {U}{B}{R}." },
    {
      text: "Whenever Nicol Bolas deals damage to an opponent, that player discards their hand.",
      // Ruling 2009-10-01: any damage to an opponent, not only combat damage.
      when: { on: "deals_damage", self: true, to: "opponent" },
      // CR 701.9a: the whole hand, as the ability resolves (no choice to make).
      effect: [code((ctx) => { const p = ctx.data.player; if (p === "A" || p === "B") for (const id of [...ctx.g.player(p).hand]) ctx.g.discard(p, id); })],
    },
  ],
  ai: { bonus: -1 },
});
