// Sol'kanar the Swamp King: Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.) / Whenever a player casts a black spell, you gain 1 life.
import { card, gainLife } from "../dsl";

export default card({
  name: "Sol'kanar the Swamp King",
  keywords: ["swampwalk"], // CR 702.14c
  triggers: [{
    text: "Whenever a player casts a black spell, you gain 1 life.",
    // CR 601.2i; ruling 2004-10-04: not its own casting (it isn't on the battlefield yet).
    when: { on: "cast", by: "any", filter: { colors: ["B"] } },
    effect: [gainLife(1)],
  }],
});
