// Mana Drain: Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that spell's mana value.
import { card, code, counter, targetSpell } from "../dsl";
export default card({
  name: "Mana Drain",
  spell: {
    targets: [targetSpell],
    // The delayed ability is created whether or not the spell can be countered (ruling 2020-11-10);
    // it remembers the spell's mana value (X included, CR 202.3e) while the spell is still on the
    // stack (CR 603.7, 608.2h), then the spell is countered.
    effect: [{ do: "delayed", index: 0, amount: { stat: "manaValue", of: "target" } }, counter()],
  },
  delayed: [{
    text: "At the beginning of your next main phase, add an amount of {C} equal to that spell's mana value.",
    // CR 505.1: the precombat or the postcombat main phase, whichever comes first (ruling 2020-11-10).
    at: { at: "your_next_main_phase" },
    effect: [code((ctx) => ctx.g.addMana(ctx.controller, Array<"C">(ctx.data.amount ?? 0).fill("C")))],
  }],
  ai: { targets: "harmful", value: 2.6 },
});
