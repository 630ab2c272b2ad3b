// Land Tax: At the beginning of your upkeep, if an opponent controls more lands than you, you may search your library for up to three basic land cards, reveal them, put them into your hand, then shuffle.
import { card, atUpkeep, code } from "../dsl";
import { other, type PlayerId } from "../../types";
import type { Game } from "../../core/game";

const landsOf = (g: Game, p: PlayerId): number => g.battlefield().filter((o) => { const c = g.chars(o); return c.controller === p && c.types.includes("Land"); }).length;

export default card({
  name: "Land Tax",
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, if an opponent controls more lands than you, you may search your library for up to three basic land cards, reveal them, put them into your hand, then shuffle.", [
    code((ctx) => {
      const g = ctx.g;
      const p = ctx.controller;
      // "You may search ... for up to three": one optional choice of cards, [] declines, unless
      // the question showed the library (network play): then it was searched, and is shuffled.
      // The cards found are revealed, so the other player's copy checks they are basic lands.
      const found = ctx.searchLibrary(p, { count: 3, quality: { types: ["Land"], supertypes: ["Basic"] }, text: "a basic land card", shown: true, prompt: "Search your library for up to three basic land cards" });
      const picks = found.cards;
      if (!picks.length && !found.looked) return;
      ctx.memo.searched = true;
      if (!picks.length) return;
      g.reveal(p, picks, "reveals", { shownWithAnswer: true }); // CR 701.20a: shown with the search's answer (CR 701.23e)
      for (const id of picks) g.move(id, "hand");
    }),
    { do: "if", test: (ctx) => ctx.memo.searched === true, then: [{ do: "shuffle", who: "you" }] },
  ], {
    // CR 603.4: an intervening "if", checked as it triggers and on resolution (ruling 2009-10-01).
    condition: (g, self) => landsOf(g, other(self.controller)) > landsOf(g, self.controller),
  })],
});
