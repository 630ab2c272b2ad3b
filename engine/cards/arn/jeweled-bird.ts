// Jeweled Bird: Remove this card from your deck before playing if you're not playing for ante. {T}: Ante this artifact. If you do, put all other cards you own from the ante into your graveyard, then draw a card.
import { ability, card, code, draw } from "../dsl";

export default card({
  name: "Jeweled Bird",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  abilities: [
    ability("{T}: Ante this artifact. If you do, put all other cards you own from the ante into your graveyard, then draw a card.", { tap: true }, [
      code((ctx) => {
        const g = ctx.g;
        const self = ctx.self();
        // CR 407.4: only its owner can ante it; gone from the battlefield, "this artifact" is not there to ante.
        if (!self || self.owner !== ctx.controller) return;
        const bird = g.ante(self.id);
        if (!bird) return;
        ctx.memo.anted = true;
        // Ruling 2004-10-04: the Bird replaces your whole contribution to the ante.
        for (const id of g.player(ctx.controller).ante.filter((x) => x !== bird.id)) g.move(id, "graveyard");
      }),
      { do: "if", test: (ctx) => ctx.memo.anted === true, then: [draw(1)] },
    ]),
  ],
  // A card for the Bird: worth it once the Bird has nothing better to do (judged by the lookahead).
  ai: { value: 0.5 },
});
