// Demonic Tutor: Search your library for a card, put that card into your hand, then shuffle.
import { card, code } from "../dsl";
export default card({
  name: "Demonic Tutor",
  spell: {
    effect: [
      code((ctx) => {
        // A search for "a card" finds one whenever the library isn't empty (CR 701.19b).
        const lib = ctx.g.player(ctx.controller).library;
        const [pick] = ctx.chooseCards(ctx.controller, [...lib], 1, 1, "Search your library for a card");
        if (pick) ctx.g.move(pick, "hand");
      }),
      { do: "shuffle", who: "you" },
    ],
  },
  ai: { value: 2.5 },
});
