/**
 * "[Do something] unless you sacrifice <N> <filter>" (CR 118.12: the sacrifice is a cost paid as
 * the spell or ability resolves). A "pay or not" question (`true` sacrifices), always asked, as the
 * scenario format asks of every "unless" decision (CR 118.12a: "you may sacrifice ..."); `true` is
 * rejected when the sacrifice can't be made (CR 118.3); then which ones, asked only when there is a choice.
 * Elder Spawn, Mold Demon, Psychic Allergy, Mana Vortex.
 */
import type { EffectStep, Filter } from "../types";
import { code } from "../dsl";
import { controlledBy } from "./permanents";
import { fail } from "../../core/errors";

export function unlessYouSacrifice(filter: Filter, count: number, words: string, then: EffectStep[], opts: { excludeSelf?: boolean } = {}): EffectStep[] {
  return [
    code((ctx) => {
      const g = ctx.g;
      const from = controlledBy(g, ctx.controller, filter).filter((id) => !opts.excludeSelf || id !== ctx.item.source);
      // Offered as payable only when the sacrifice can be made (legal.ts `canPay`).
      const yes = ctx.ask(ctx.controller, `Sacrifice ${words}?`, { type: "pay", cost: `sacrifice ${words}`, payable: from.length >= count }).value === true;
      if (yes && from.length < count) fail("cannot_pay", `You can't sacrifice ${words}`); // CR 118.3
      const chosen = yes ? ctx.chooseCards(ctx.controller, from, count, count, `Choose ${words} to sacrifice`) : [];
      // CR 701.21a: sacrificed at the same time.
      g.simultaneously(() => { for (const id of chosen) g.sacrifice(id); });
      ctx.memo.sacrificed = chosen.length > 0;
    }),
    { do: "if", test: (ctx) => !ctx.memo.sacrificed, then },
  ];
}
