// Shapeshifter: As this creature enters, choose a number between 0 and 7. / At the beginning of your upkeep, you may choose a number between 0 and 7. / Shapeshifter's power is equal to the last chosen number and its toughness is equal to 7 minus that number.
import { card, atUpkeep, code } from "../dsl";
import type { GameObject } from "../../core/state";

const chosen = (self: GameObject): number => self.chosen?.number ?? 0;

export default card({
  name: "Shapeshifter",
  // CR 614.12: chosen as it enters.
  replacements: [{ enters: "choose", choose: "number", min: 0, max: 7, prompt: "Choose a number between 0 and 7" }],
  triggers: [
    // Triggers once each upkeep (ruling 2008-08-01). "You may choose": one question, answered
    // with the number or with false to keep the last one.
    atUpkeep("yours", "At the beginning of your upkeep, you may choose a number between 0 and 7.", [
      code((ctx) => {
        const self = ctx.self();
        if (!self) return;
        const n = ctx.mayChooseNumber(ctx.controller, "You may choose a new number between 0 and 7 for Shapeshifter", 0, 7);
        if (n !== null) ctx.g.setChosen(self.id, { number: n });
      }),
    ]),
  ],
  // CR 604.3, 613.4a (ruling 2008-08-01): a characteristic-defining ability, applied first.
  cda: { power: (_g, self) => chosen(self), toughness: (_g, self) => 7 - chosen(self) },
});
