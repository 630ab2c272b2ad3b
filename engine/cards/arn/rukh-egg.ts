// Rukh Egg: When this creature dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.
import { card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 4/4 red Bird creature token with flying (CR 111.4: "Bird Token"). */
export const BIRD = tokenDef({ subtypes: ["Bird"], colors: ["R"], power: 4, toughness: 4, keywords: ["flying"] });

export default card({
  name: "Rukh Egg",
  tokens: [BIRD],
  triggers: [{
    text: "When this creature dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.",
    when: { on: "dies", self: true },
    // CR 603.7: a delayed triggered ability, controlled by the Egg's controller as it died (ruling);
    // it doesn't matter where the Egg card is by then (ruling).
    effect: [{ do: "delayed", index: 0 }],
  }],
  delayed: [{ text: "Create a 4/4 red Bird creature token with flying.", at: { at: "next_end_step" }, effect: [createToken(BIRD)] }],
});
