/**
 * Helpers shared by batch-6 cards (Demonic Hordes, Lord of the Pit, Serendib Djinn, Yawgmoth
 * Demon, Drop of Honey, Jihad): the permanents a player controls that match a filter, and
 * "sacrifice a <filter>" chosen as the effect resolves (CR 701.17a: only your own permanents).
 */
import type { PlayerId } from "../../types";
import type { ResolveContext } from "../../core/context";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { EffectStep, Filter } from "../types";
import { code } from "../dsl";

/** Permanents `p` controls matching `filter` ("you" in the filter is `p`). */
export function controlledBy(g: Game, p: PlayerId, filter: Filter): string[] {
  return g.state.battlefield.filter((id) => {
    const o = g.obj(id)!;
    const c = g.chars(o);
    return c.controller === p && matches(g, o, c, filter, { you: p });
  });
}

/** Whether an object now matches a filter, judged for player `you`. */
export function isA(g: Game, id: string, filter: Filter, you: PlayerId): boolean {
  const o = g.obj(id);
  return !!o && matches(g, o, g.chars(o), filter, { you });
}

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
