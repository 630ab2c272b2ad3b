// Camouflage: Cast this spell only during your declare attackers step. / This turn, instead of declaring blockers, each defending player chooses any number of creatures they control and divides them into a number of piles equal to the number of attacking creatures for whom that player is the defending player. Creatures those players control that can block additional creatures may likewise be put into additional piles. Assign each pile to a different one of those attacking creatures at random. Each creature in a pile that can block the creature that pile is assigned to does so. (Piles can be empty.)
import { card, code } from "../dsl";

export default card({
  name: "Camouflage",
  spell: {
    timing: "your_declare_attackers_step",
    // The piles replace the declaration of blockers this turn (core/piles.ts, flow.ts).
    effect: [code((ctx) => ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller, name: ctx.item.name }, "blockers_in_piles", { until: "end_of_turn" }))],
  },
  ai: { value: 1, trick: true },
});
