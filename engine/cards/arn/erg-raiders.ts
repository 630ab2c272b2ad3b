// Erg Raiders: At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you unless it came under your control this turn.
import { card, damage } from "../dsl";
import { attackedThisTurn } from "../../core/history";
export default card({
  name: "Erg Raiders",
  triggers: [{
    text: "At the beginning of your end step, if this creature didn't attack this turn, it deals 2 damage to you unless it came under your control this turn.",
    when: { on: "step", step: "end", whose: "yours" },
    // CR 603.4: the intervening "if" is checked as it triggers and as it resolves.
    condition: (g, self) => !attackedThisTurn(g, self.id),
    // "Unless it came under your control this turn" is part of the effect, checked as it resolves:
    // during your turn, that is CR 302.6's "hasn't been under your control continuously since your
    // most recent turn began" (ruling 2018-03-16: entering or gaining control of it).
    effect: [{ do: "if", test: (ctx) => !ctx.self()?.sick, then: [damage(2, "you")] }],
  }],
});
