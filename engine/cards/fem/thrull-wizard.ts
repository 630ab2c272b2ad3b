// Thrull Wizard: {1}{B}: Counter target black spell unless that spell's controller pays {B} or {3}.
import { ability, card, code, counter, targetSpellOf } from "../dsl";
import { autoPay, canAutoPay, parseCost } from "../../core/mana";
import { poolPays } from "../../core/mana-pool";
import { Illegal } from "../../core/errors";
import type { PlayerId } from "../../types";

const COSTS = ["{B}", "{3}"];

export default card({
  name: "Thrull Wizard",
  abilities: [ability("{1}{B}: Counter target black spell unless that spell's controller pays {B} or {3}.", { mana: "{1}{B}" }, [
    code((ctx) => {
      const t = ctx.target();
      const payer = ctx.g.state.stack.find((i) => i.id === t)?.controller as PlayerId | undefined;
      if (!payer) return;
      // CR 118.12a: one "pay or not" decision, always asked. Paying chooses the cost (CR 118.3): one
      // the mana pool alone pays (so mana made while deciding, CR 605.3a, picks {3}), else {B}, else {3}.
      const poolOnly = COSTS.find((c) => poolPays(ctx.g, payer, parseCost(c), undefined));
      const payable = COSTS.filter((c) => canAutoPay(ctx.g, payer, parseCost(c)));
      const shown = poolOnly ?? payable[0] ?? COSTS[0]!;
      const yes = ctx.ask(payer, "Pay {B} or {3}? If you don't, Thrull Wizard counters your spell", { type: "pay", cost: shown }).value === true;
      if (!yes) return;
      const cost = poolOnly ?? COSTS.find((c) => canAutoPay(ctx.g, payer, parseCost(c)));
      if (!cost) throw new Illegal("cannot_pay", "You can't pay {B} or {3}");
      if (!autoPay(ctx.g, payer, parseCost(cost))) throw new Illegal("cannot_pay", `You can't pay ${cost}`);
      ctx.g.emit("paid", `${ctx.g.player(payer).name} pays ${cost}`, { player: payer });
      ctx.memo.paid = true;
    }),
    // Can be used again on the same spell, each time a new payment (ruling 2004-10-04).
    { do: "if", test: (ctx) => ctx.memo.paid !== true, then: [counter()] },
  ], { targets: [targetSpellOf("target black spell", { colors: ["B"] })], ai: { targets: "harmful" } })],
});
