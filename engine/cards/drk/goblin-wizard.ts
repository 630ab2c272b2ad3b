// Goblin Wizard: {T}: You may put a Goblin permanent card from your hand onto the battlefield. / {R}: Target Goblin gains protection from white until end of turn.
import { card, ability, code, tapCost, target } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";

// "Goblin permanent card" (CR 110.4: the permanent card types).
const goblinPermanentCard: Filter = { types: ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"], subtypes: ["Goblin"] };

export default card({
  name: "Goblin Wizard",
  abilities: [
    ability("{T}: You may put a Goblin permanent card from your hand onto the battlefield.", tapCost(), [
      code((ctx) => {
        const g = ctx.g;
        const you = ctx.controller;
        const cards = g.player(you).hand.filter((id) => { const o = g.obj(id)!; return matches(g, o, g.chars(o), goblinPermanentCard, { you }); });
        // Optional (ruling 2007-05-01): one choice of a card, [] declines.
        const [pick] = ctx.chooseCards(you, cards, 0, 1, "You may put a Goblin permanent card from your hand onto the battlefield");
        if (pick) g.move(pick, "battlefield", { controller: you });
      }),
    ]),
    ability("{R}: Target Goblin gains protection from white until end of turn.", { mana: "{R}" },
      [{ do: "grant", what: "target", keywords: ["protection from white"], until: "end_of_turn" }],
      { targets: [target("target Goblin", { subtypes: ["Goblin"] })], ai: { targets: "helpful" } }),
  ],
  ai: { bonus: 1.5 },
});
