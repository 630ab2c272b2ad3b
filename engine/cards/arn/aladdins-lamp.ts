// Aladdin's Lamp: {X}, {T}: The next time you would draw a card this turn, instead look at the top X cards of your library, put all but one of them on the bottom of your library in a random order, then draw a card. X can't be 0.
import { ability, card, code, tapCost } from "../dsl";
export default card({
  name: "Aladdin's Lamp",
  abilities: [ability(
    "{X}, {T}: The next time you would draw a card this turn, instead look at the top X cards of your library, put all but one of them on the bottom of your library in a random order, then draw a card. X can't be 0.",
    tapCost("{X}"),
    // CR 614.11: a one-shot draw replacement for this turn (core/replace-events.ts, `next_draw_look`).
    [code((ctx) => {
      const src = ctx.source();
      ctx.g.addShield({ source: src.id, sourceName: src.name, controller: ctx.controller, kind: "next_draw_look", affects: ctx.controller, amount: ctx.item.x ?? 0, duration: { until: "end_of_turn" } });
    })],
    // "X can't be 0"; the computer players use it in their upkeep with all the X they can pay.
    { xMin: 1, ai: { beforeYourDraw: true } },
  )],
  ai: { bonus: 0.5 },
});
