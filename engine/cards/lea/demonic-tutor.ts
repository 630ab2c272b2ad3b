// Demonic Tutor: Search your library for a card, put that card into your hand, then shuffle.
import { card, code } from "../dsl";
export default card({
  name: "Demonic Tutor",
  spell: {
    effect: [
      code((ctx) => {
        // A search for "a card" finds one whenever the library isn't empty (CR 701.23d); the card
        // found is not revealed (701.23e): the opponent learns nothing of it.
        const [pick] = ctx.searchLibrary(ctx.controller, { count: 1, text: "a card", prompt: "Search your library for a card" }).cards;
        if (pick) ctx.g.move(pick, "hand");
      }),
      { do: "shuffle", who: "you" },
    ],
  },
  ai: { value: 2.5, tutor: true },
});
