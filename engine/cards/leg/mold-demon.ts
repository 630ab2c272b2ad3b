// Mold Demon: When this creature enters, sacrifice it unless you sacrifice two Swamps.
import { card, sacrifice } from "../dsl";
import { unlessYouSacrifice } from "../shared/unless-sacrifice";

export default card({
  name: "Mold Demon",
  triggers: [{
    text: "When this creature enters, sacrifice it unless you sacrifice two Swamps.",
    // Ruling 2004-10-04: a triggered ability just after it enters (CR 603.6a).
    when: { on: "enters", self: true },
    effect: unlessYouSacrifice({ subtypes: ["Swamp"] }, 2, "two Swamps", [sacrifice("self")]),
  }],
});
