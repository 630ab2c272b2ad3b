// Gaea's Touch: {0}: You may put a basic Forest card from your hand onto the battlefield. Activate only as a sorcery and only once each turn. / Sacrifice this enchantment: Add {G}{G}.
import { ability, card, code, manaAbility } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";

const basicForest: Filter = { types: ["Land"], supertypes: ["Basic"], subtypes: ["Forest"] };

export default card({
  name: "Gaea's Touch",
  abilities: [
    ability("{0}: You may put a basic Forest card from your hand onto the battlefield. Activate only as a sorcery and only once each turn.", { mana: "{0}" }, [
      // The land type is data (cards/words.ts), for text-changing effects (CR 612).
      code(worded(basicForest, (w) => (ctx: ResolveContext) => {
        const g = ctx.g;
        const you = ctx.controller;
        const forests = g.player(you).hand.filter((id) => { const o = g.obj(id)!; return matches(g, o, g.chars(o), w, { you }); });
        // An optional choice of a card: one decision, [] declines. Put onto the battlefield, not
        // played: it isn't a land drop (ruling 2014-02-01, CR 305.4).
        const [pick] = ctx.chooseCards(you, forests, 0, 1, "You may put a basic Forest card from your hand onto the battlefield");
        if (pick) g.move(pick, "battlefield", { controller: you });
      })),
    ], { timing: "sorcery", oncePerTurn: true }),
    // CR 605.1a: a mana ability.
    manaAbility("Sacrifice this enchantment: Add {G}{G}.", { fixed: "GG" }, { sacrificeSelf: true }),
  ],
  ai: { value: 0.5 },
});
