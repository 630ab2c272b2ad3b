// Raiding Party: This enchantment can't be the target of white spells or abilities from white sources. / Sacrifice an Orc: Each player may tap any number of untapped white creatures they control. For each creature tapped this way, that player chooses up to two Plains. Then destroy all Plains that weren't chosen this way by any player.
import { card, ability, code } from "../dsl";
import type { Filter } from "../types";
import type { ResolveContext } from "../../core/context";
import { matches } from "../../core/filters";
import { worded } from "../words";
import { other, type PlayerId } from "../../types";

const whiteUntapped: Filter = { types: ["Creature"], colors: ["W"], tapped: false, controller: "you" };
const plains: Filter = { subtypes: ["Plains"] };

const matching = (ctx: ResolveContext, f: Filter, you: PlayerId): string[] =>
  ctx.g.battlefield().filter((o) => matches(ctx.g, o, ctx.g.chars(o), f, { you })).map((o) => o.id);

type Words = { whiteUntapped: Filter; plains: Filter };

/** One player's two choices (CR 101.4: the active player first, then the other; then it all happens). */
const choices = (who: "active" | "other", { whiteUntapped, plains }: Words) => [
  code((ctx) => {
    const p = who === "active" ? ctx.g.state.turn.active : other(ctx.g.state.turn.active);
    const from = matching(ctx, whiteUntapped, p);
    ctx.memo[`tap${who}`] = ctx.chooseCards(p, from, 0, from.length, "You may tap any number of untapped white creatures you control (two Plains saved for each)");
  }),
  code((ctx) => {
    const p = who === "active" ? ctx.g.state.turn.active : other(ctx.g.state.turn.active);
    const n = 2 * ((ctx.memo[`tap${who}`] as string[]).length);
    ctx.memo[`save${who}`] = ctx.chooseCards(p, matching(ctx, plains, p), 0, n, `Choose up to ${n} Plains to save`);
  }),
];

export default card({
  name: "Raiding Party",
  // CR 115: the color is judged on the source (a spell's own color).
  keywords: ["can't be the target of white spells or abilities from white sources"],
  abilities: [
    ability("Sacrifice an Orc: Each player may tap any number of untapped white creatures they control. For each creature tapped this way, that player chooses up to two Plains. Then destroy all Plains that weren't chosen this way by any player.",
      { sacrifice: { filter: { subtypes: ["Orc"] }, count: 1, text: "an Orc" } },
      // The color and land type are data (cards/words.ts), for text-changing effects (CR 612).
      worded({ whiteUntapped, plains } as Words, ({ whiteUntapped, plains }) => [
        ...choices("active", { whiteUntapped, plains }),
        ...choices("other", { whiteUntapped, plains }),
        code((ctx) => {
          const tapped = [...(ctx.memo.tapactive as string[]), ...(ctx.memo.tapother as string[])];
          const saved = new Set([...(ctx.memo.saveactive as string[]), ...(ctx.memo.saveother as string[])]);
          for (const id of tapped) ctx.g.tap(id);
          const doomed = matching(ctx, plains, ctx.controller).filter((id) => !saved.has(id));
          ctx.g.simultaneously(() => { for (const id of doomed) ctx.g.destroy(id); });
        }),
      ])),
  ],
  // Its ability is judged by look-ahead: worth an Orc when more of the opponent's Plains go than its own.
});
