// Ring of Ma'rûf: {5}, {T}, Exile this artifact: The next time you would draw a card this turn, instead put a card you own from outside the game into your hand.
import { ability, card, code, tapCost } from "../dsl";
export default card({
  name: "Ring of Ma'rûf",
  abilities: [ability(
    "{5}, {T}, Exile this artifact: The next time you would draw a card this turn, instead put a card you own from outside the game into your hand.",
    tapCost("{5}", { exileSelf: true }),
    // CR 614.11: a one-shot draw replacement for this turn (core/replace-events.ts, `next_draw_outside`);
    // "outside the game" is the player's sideboard (CR 400.11, 100.4a).
    [code((ctx) => {
      const src = ctx.source();
      ctx.g.addShield({ source: src.id, sourceName: src.name, controller: ctx.controller, kind: "next_draw_outside", affects: ctx.controller, duration: { until: "end_of_turn" } });
    })],
    // The computer players use it in their upkeep, before the draw, when their sideboard holds a card.
    { ai: { beforeYourDraw: true } },
  )],
  ai: { bonus: 0.3 },
});
