/**
 * "[player] sacrifices a <filter>" chosen as an effect resolves (CR 701.17a: only your own
 * permanents), and "sacrifice a <filter>; if you don't, <otherwise>" (Demonic Hordes, Lord of the
 * Pit, Yawgmoth Demon).
 */
import type { PlayerId } from "../../types";
import type { ResolveContext } from "../../core/context";
import type { EffectStep, Filter } from "../types";
import { code } from "../dsl";
import { controlledBy } from "./permanents";

/**
 * "[player] sacrifices a <filter>", the one sacrificed chosen by `chooser` (the player unless an
 * opponent chooses). Asks only when there is a choice; returns the id sacrificed (before it left),
 * or undefined if nothing could be. `optional` makes `[]` a legal answer ("you may sacrifice").
 */
export function chooseAndSacrifice(ctx: ResolveContext, player: PlayerId, filter: Filter, prompt: string,
  opts: { chooser?: PlayerId; optional?: boolean; exclude?: string } = {}): string | undefined {
  const from = controlledBy(ctx.g, player, filter).filter((id) => id !== opts.exclude);
  const [pick] = ctx.chooseCards(opts.chooser ?? player, from, opts.optional ? 0 : 1, 1, prompt);
  if (pick) ctx.g.sacrifice(pick);
  return pick;
}

/**
 * "Sacrifice a <filter>. If you don't (or can't), <otherwise>": the sacrifice is chosen as the
 * ability resolves (a step of its own), then `otherwise` runs only if nothing was sacrificed.
 * `optional` for "you may sacrifice"; `excludeSelf` for "other than this creature".
 */
export function sacrificeOrElse(filter: Filter, prompt: string, otherwise: EffectStep[], opts: { optional?: boolean; excludeSelf?: boolean } = {}): EffectStep[] {
  return [
    code((ctx) => {
      ctx.memo.sacrificed = !!chooseAndSacrifice(ctx, ctx.controller, filter, prompt, { optional: !!opts.optional, ...(opts.excludeSelf ? { exclude: ctx.item.source } : {}) });
    }),
    { do: "if", test: (ctx) => !ctx.memo.sacrificed, then: otherwise },
  ];
}
