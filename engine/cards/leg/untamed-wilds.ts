// Untamed Wilds: Search your library for a basic land card, put that card onto the battlefield, then shuffle.
import { card, code } from "../dsl";
export default card({
  name: "Untamed Wilds",
  spell: {
    effect: [
      code((ctx) => {
        // CR 701.23b, ruling 2004-10-04: a search for a card with a stated quality may find nothing.
        const [pick] = ctx.searchLibrary(ctx.controller, { count: 1, quality: { types: ["Land"], supertypes: ["Basic"] }, text: "a basic land card", shown: true, prompt: "Search your library for a basic land card" }).cards;
        if (pick) ctx.g.move(pick, "battlefield");
      }),
      { do: "shuffle", who: "you" }, // CR 701.23a: the library is shuffled even if nothing was found
    ],
  },
  ai: { value: 1 },
});
