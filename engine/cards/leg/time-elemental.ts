// Time Elemental: When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you. / {2}{U}{U}, {T}: Return target permanent that isn't enchanted to its owner's hand.
import { ability, bounce, card, damage, sacrifice, tapCost, target } from "../dsl";
import type { EffectStep } from "../types";

const atEndOfCombat: EffectStep[] = [{ do: "delayed", index: 0 }];
export default card({
  name: "Time Elemental",
  triggers: [
    { text: "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.", when: { on: "attacks", self: true }, effect: atEndOfCombat },
    { text: "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.", when: { on: "blocks", self: true }, effect: atEndOfCombat },
  ],
  delayed: [{
    text: "Sacrifice Time Elemental and it deals 5 damage to you.",
    at: { at: "end_of_combat" },
    // Ruling 2007-09-16: if you no longer control it, you can't sacrifice it, but it still deals the 5 damage.
    // The damage is dealt first so that it comes from the creature as it is on the battlefield.
    effect: [damage(5, "you"), { do: "if", test: (ctx) => ctx.self()?.controller === ctx.controller, then: [sacrifice("self")] }],
  }],
  abilities: [ability("{2}{U}{U}, {T}: Return target permanent that isn't enchanted to its owner's hand.", tapCost("{2}{U}{U}"), [bounce()], {
    targets: [target("target permanent that isn't enchanted", { enchanted: false })], // ruling 2005-08-01: no Auras on it
  })],
});
