// Contract from Below: Remove this card from your deck before playing if you're not playing for ante. Discard your hand, ante the top card of your library, then draw seven cards.
import { card, code, draw } from "../dsl";
import { anteTopOfLibrary } from "../shared/ante";

export default card({
  name: "Contract from Below",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  spell: {
    effect: [
      code((ctx) => {
        for (const id of [...ctx.g.player(ctx.controller).hand]) ctx.g.discard(ctx.controller, id);
        anteTopOfLibrary(ctx, ctx.controller); // CR 407.4
      }),
      draw(7),
    ],
  },
  // Card draw: a fresh hand of seven is worth it with few cards left in hand (judged by the lookahead).
  ai: { value: 0.6 },
});
