// Transmute Artifact: Sacrifice an artifact. If you do, search your library for an artifact card. If that card's mana value is less than or equal to the sacrificed artifact's mana value, put it onto the battlefield. If it's greater, you may pay {X}, where X is the difference. If you do, put it onto the battlefield. If you don't, put it into its owner's graveyard. Then shuffle.
import { card, code } from "../dsl";
import type { EffectStep } from "../types";

const putOnto: EffectStep = { do: "move", what: { memo: "found" }, to: "battlefield", under: "you" };

export default card({
  name: "Transmute Artifact",
  spell: {
    effect: [
      // The sacrifice is part of the effect, chosen as it resolves (ruling 2011-01-01): one artifact.
      code((ctx) => {
        const g = ctx.g;
        const mine = ctx.all({ types: ["Artifact"], controller: "you" });
        const [id] = ctx.chooseCards(ctx.controller, mine, 1, 1, "Sacrifice an artifact");
        if (!id) return;
        ctx.memo.sacrificed = g.chars(g.obj(id)!).manaValue; // as it last existed (CR 608.2h)
        g.sacrifice(id);
      }),
      {
        do: "if", test: (ctx) => ctx.memo.sacrificed !== undefined,
        then: [
          // A search for a card with a stated quality may find nothing (CR 701.23b; ruling 2004-10-04).
          // The card found goes to the battlefield or the graveyard at once, by its mana value: it
          // is shown with the answer, and the other player's copy checks it is an artifact.
          code((ctx) => {
            const g = ctx.g;
            const [found] = ctx.searchLibrary(ctx.controller, { count: 1, quality: { types: ["Artifact"] }, text: "an artifact card", shown: true, prompt: "Search your library for an artifact card" }).cards;
            if (!found) return;
            ctx.memo.found = found;
            ctx.memo.diff = g.chars(g.obj(found)!).manaValue - Number(ctx.memo.sacrificed);
          }),
          { do: "if", test: (ctx) => ctx.memo.found !== undefined && Number(ctx.memo.diff) <= 0, then: [putOnto] },
          {
            do: "if", test: (ctx) => ctx.memo.found !== undefined && Number(ctx.memo.diff) > 0,
            // "You may pay {X}": always asked, paid as the spell resolves (ruling 2004-10-04).
            then: [{ do: "ifPays", cost: (ctx) => `{${Number(ctx.memo.diff)}}`, then: [putOnto], otherwise: [{ do: "move", what: { memo: "found" }, to: "graveyard" }] }],
          },
          { do: "shuffle", who: "you" },
        ],
      },
    ],
  },
});
