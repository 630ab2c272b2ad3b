// Feldon's Cane: {T}, Exile this artifact: Shuffle your graveyard into your library.
import { card, ability, code, tapCost } from "../dsl";
export default card({
  name: "Feldon's Cane",
  // The Cane is exiled as a cost (CR 602.2, 118.3), so it is not in the graveyard shuffled.
  abilities: [ability("{T}, Exile this artifact: Shuffle your graveyard into your library.", tapCost(undefined, { exileSelf: true }), [
    code((ctx) => {
      const g = ctx.g;
      const p = ctx.controller;
      for (const id of [...g.player(p).graveyard]) g.move(id, "library");
      g.shuffleLibrary(p); // CR 701.24a
    }),
  ])],
  ai: { bonus: 0.3 },
});
