/** Magical Hack and Sleight of Mind (CR 612): "Change the text of target spell or permanent by replacing all instances of one [word] with another." */
import type { CardDef } from "../types";

export function textChanger(words: "color" | "land_type"): Pick<CardDef, "spell" | "ai"> {
  return {
    spell: {
      // Any spell or permanent, even one without such words (ruling 2004-10-04).
      targets: [{ text: "target spell or permanent", object: {}, orSpell: true }],
      effect: [{ do: "changeText", what: "target", words }],
    },
    // Like the laces: useful only against words that matter now, so the computer casts it in answer
    // to something, when its look-ahead shows the change helps (a Red Elemental Blast made to miss,
    // a landwalker made to walk the other player's lands), and never keeps it as a main-phase play.
    ai: { value: 0, responseOnly: true },
  };
}
