// Johan: At the beginning of combat on your turn, you may have Johan gain "Johan can't attack" until end of combat. If you do, attacking doesn't cause creatures you control to tap this combat if Johan is untapped.
import { card, code } from "../dsl";

const TEXT = "At the beginning of combat on your turn, you may have Johan gain \"Johan can't attack\" until end of combat. If you do, attacking doesn't cause creatures you control to tap this combat if Johan is untapped.";

export default card({
  name: "Johan",
  triggers: [{
    text: TEXT,
    when: { on: "step", step: "beginning_of_combat", whose: "yours" },
    // Once Johan has left the battlefield it can't gain the ability, so nothing happens ("if you do").
    effect: [{ do: "if", test: (ctx) => !!ctx.self(), then: [{
      do: "may",
      prompt: "Have Johan gain \"Johan can't attack\" until end of combat (then attacking doesn't tap your creatures this combat while Johan is untapped)?",
      then: [
        { do: "grant", what: "self", keywords: ["can't attack"], until: "end_of_combat" },
        // CR 508.1f, 611.2c: a rule for this combat, judged as attackers are declared (core/combat.ts
        // `tapsToAttack`): Johan must be untapped then, on the battlefield.
        code((ctx) => {
          const johan = ctx.self();
          if (johan) ctx.g.addRuleEffect({ id: johan.id, controller: ctx.controller }, "attackers_dont_tap_if_source_untapped", { until: "end_of_combat" });
        }),
      ],
    }] }],
  }],
});
