// Rag Man: {B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature card at random. Activate only during your turn.
import { ability, card, code, creature, tapCost, targetOpponent } from "../dsl";
import { matches } from "../../core/filters";
export default card({
  name: "Rag Man",
  abilities: [
    ability("{B}{B}{B}, {T}: Target opponent reveals their hand and discards a creature card at random. Activate only during your turn.", tapCost("{B}{B}{B}"), [
      code((ctx) => {
        const p = ctx.target(0);
        if (!p || !ctx.g.isPlayer(p)) return;
        const g = ctx.g;
        const hand = [...g.player(p).hand];
        g.reveal(p, hand); // CR 701.20a
        // CR 701.9b: a card chosen at random among the creature cards revealed; none: nothing is discarded.
        const creatures = hand.filter((id) => { const o = g.obj(id)!; return matches(g, o, g.chars(o), creature, { you: ctx.controller }); });
        if (creatures.length) g.discard(p, creatures[g.random(creatures.length)]!);
      }),
    ], { targets: [targetOpponent], timing: "your_turn", ai: { targets: "harmful" } }),
  ],
});
