// Triassic Egg: {3}, {T}: Put a hatchling counter on this artifact. / Sacrifice this artifact: Choose one. Activate only if there are two or more hatchling counters on this artifact. / • You may put a creature card from your hand onto the battlefield. / • Return target creature card from your graveyard to the battlefield.
import { ability, addCounters, card, cardInYourGraveyard, code, creature, tapCost } from "../dsl";
import { matches } from "../../core/filters";

const HATCHLING = "hatchling";

export default card({
  name: "Triassic Egg",
  abilities: [
    ability("{3}, {T}: Put a hatchling counter on this artifact.", tapCost("{3}"), [addCounters(HATCHLING, 1)]),
    // CR 602.5b: the condition is checked as it is activated; no {T}: a tapped Egg may be
    // sacrificed (ruling 2004-10-04). CR 700.2: the mode is chosen as it is activated.
    ability("Sacrifice this artifact: Choose one. Activate only if there are two or more hatchling counters on this artifact.", { sacrificeSelf: true }, [], {
      condition: (_g, self) => (self.counters[HATCHLING] ?? 0) >= 2,
      conditionText: "only if there are two or more hatchling counters on this artifact",
      modes: [
        {
          text: "You may put a creature card from your hand onto the battlefield.",
          effect: [code((ctx) => {
            const g = ctx.g;
            const you = ctx.controller;
            const cards = g.player(you).hand.filter((id) => { const o = g.obj(id)!; return matches(g, o, g.chars(o), creature, { you }); });
            // An optional choice of a card: one decision, [] declines.
            const [pick] = ctx.chooseCards(you, cards, 0, 1, "You may put a creature card from your hand onto the battlefield");
            if (pick) g.move(pick, "battlefield", { controller: you });
          })],
        },
        {
          text: "Return target creature card from your graveyard to the battlefield.",
          targets: [cardInYourGraveyard("target creature card from your graveyard", creature)],
          effect: [{ do: "move", what: "target", to: "battlefield", under: "you" }],
        },
      ],
    }),
  ],
  ai: { bonus: 1 },
});
