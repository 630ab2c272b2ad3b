// Season of the Witch: At the beginning of your upkeep, sacrifice this enchantment unless you pay 2 life. / At the beginning of the end step, destroy all untapped creatures that didn't attack this turn, except for creatures that couldn't attack.
import { atUpkeep, card, code, creature, sacrifice } from "../dsl";
import { Illegal } from "../../core/errors";
import { cannotAttack } from "../../core/combat";
import { matches } from "../../core/filters";
import { attackedThisTurn, couldAttackThisTurn } from "../../core/history";

export default card({
  name: "Season of the Witch",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, sacrifice this enchantment unless you pay 2 life.", [
      // CR 118.12: a "pay or not" decision, always asked; CR 119.4: paying 2 life needs a life total of 2 or more.
      code((ctx) => {
        const p = ctx.controller;
        const pay = ctx.ask(p, "Pay 2 life? If you don't, sacrifice Season of the Witch", { type: "pay", cost: "2 life" }).value === true;
        if (pay && ctx.g.player(p).life < 2) throw new Illegal("cannot_pay", "You can't pay 2 life");
        if (pay) ctx.g.loseLife(p, 2);
        ctx.memo.paid = pay;
      }),
      { do: "if", test: (ctx) => !ctx.memo.paid, then: [sacrifice("self")] },
    ]),
    {
      text: "At the beginning of the end step, destroy all untapped creatures that didn't attack this turn, except for creatures that couldn't attack.",
      when: { on: "step", step: "end", whose: "each" },
      effect: [code((ctx) => {
        const g = ctx.g;
        // Rulings 2013-09-20: every creature that could have been declared as an attacker this turn
        // (CR 508.1a) but wasn't; the turn history records them as attackers are declared (a game
        // begun after that declaration judges them as they are now).
        const doomed = g.battlefield().filter((o) => !o.tapped && matches(g, o, g.chars(o), creature, { you: ctx.controller })
          && !attackedThisTurn(g, o.id) && (couldAttackThisTurn(g, o.id) ?? cannotAttack(g, o) === null)).map((o) => o.id);
        g.simultaneously(() => { for (const id of doomed) g.destroy(id); }); // CR 701.8
      })],
    },
  ],
});
