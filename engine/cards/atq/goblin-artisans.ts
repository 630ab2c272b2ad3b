// Goblin Artisans: {T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, counter target artifact spell you control that isn't the target of an ability from another creature named Goblin Artisans.
import { card, ability, code, counter, draw, tapCost } from "../dsl";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

const artisans = { types: ["Creature"], name: "Goblin Artisans" };

/** Whether a spell is the target of an ability from another creature named Goblin Artisans than `source`. */
function targetedByOtherArtisans(g: Game, spell: string, source: string | undefined): boolean {
  return g.state.stack.some((i) => {
    if (i.kind !== "ability" || i.source === source || !i.targets.includes(spell)) return false;
    const src = g.obj(i.source);
    if (src) return matches(g, src, g.chars(src), artisans, { you: i.controller });
    const l = i.sourceLast; // as it last existed (CR 113.7a)
    return !!l && l.name === artisans.name && l.types.includes("Creature");
  });
}

export default card({
  name: "Goblin Artisans",
  abilities: [
    ability("{T}: Flip a coin. If you win the flip, draw a card. If you lose the flip, counter target artifact spell you control that isn't the target of an ability from another creature named Goblin Artisans.", tapCost(), [
      // CR 705: the controller flips and calls the coin.
      code((ctx) => { ctx.memo.won = ctx.g.flipCoin(ctx.controller) === "won"; }),
      { do: "if", test: (ctx) => ctx.memo.won === true, then: [draw(1)], otherwise: [counter()] },
    ], {
      targets: [{
        text: "target artifact spell you control that isn't the target of an ability from another creature named Goblin Artisans",
        zone: "stack",
        object: { types: ["Artifact"], controller: "you", where: (g, o: GameObject, _c, ctx) => !targetedByOtherArtisans(g, o.id, ctx.source) },
      }],
      ai: { never: true },
    }),
  ],
});
