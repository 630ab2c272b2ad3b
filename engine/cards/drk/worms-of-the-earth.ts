// Worms of the Earth: Players can't play lands. / Lands can't enter the battlefield. / At the beginning of each upkeep, any player may sacrifice two lands of their choice or have this enchantment deal 5 damage to that player. If a player does either, destroy this enchantment.
import type { PlayerId } from "../../types";
import { card, destroy, land } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { matches } from "../../core/filters";

/**
 * One player's "may ... or ...": a yes/no, then which (value 1: sacrifice, 2: damage, in Oracle order;
 * not asked when they control fewer than two lands), then the two lands when they have more.
 * Asked in APNAP order (CR 101.4) until a player does either.
 */
function offer(ctx: ResolveContext, p: PlayerId): void {
  if (ctx.memo.done) return;
  const g = ctx.g;
  if (!ctx.yesNo(p, "Sacrifice two lands or take 5 damage from Worms of the Earth (and destroy it)?")) return;
  const lands = g.battlefield().filter((o) => g.chars(o).controller === p && matches(g, o, g.chars(o), land, { you: p })).map((o) => o.id);
  const options = ["Sacrifice two lands", "Worms of the Earth deals 5 damage to you"];
  const pick = lands.length >= 2 ? ctx.chooseOption(p, "Which?", options) : 2; // CR 608.2d: not an impossible option
  if (pick === 1) {
    const chosen = ctx.chooseCards(p, lands, 2, 2, "Choose two lands to sacrifice");
    g.simultaneously(() => { for (const id of chosen) g.sacrifice(id); });
  } else {
    g.dealDamage(ctx.source(), p, 5);
  }
  ctx.memo.done = true;
}

export default card({
  name: "Worms of the Earth",
  playerRules: [{
    players: "each",
    cantPlayLands: true, // CR 305.2b, 101.2
    cantEnterBattlefield: land, // CR 614.17d; rulings 2004-10-04, 2008-08-01: the land stays where it is
    text: "Players can't play lands. Lands can't enter the battlefield.",
  }],
  triggers: [{
    text: "At the beginning of each upkeep, any player may sacrifice two lands of their choice or have this enchantment deal 5 damage to that player. If a player does either, destroy this enchantment.",
    when: { on: "step", step: "upkeep", whose: "each" },
    effect: [
      { do: "code", run: (ctx) => offer(ctx, ctx.g.state.turn.active) },
      { do: "code", run: (ctx) => offer(ctx, ctx.g.state.turn.active === "A" ? "B" : "A") },
      { do: "if", test: (ctx) => !!ctx.memo.done, then: [destroy("self")] },
    ],
  }],
  ai: { favours: "lands" }, // it stops land drops: worth it to the one with more lands out
});
