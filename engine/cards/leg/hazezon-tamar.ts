// Hazezon Tamar: When Hazezon enters, create X 1/1 Sand Warrior creature tokens that are red, green, and white at the beginning of your next upkeep, where X is the number of lands you control at that time. / When Hazezon leaves the battlefield, exile all Sand Warriors.
import { card } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 red, green and white Sand Warrior creature token (CR 111.4: "Sand Warrior Token"). */
export const SAND_WARRIOR = tokenDef({ subtypes: ["Sand", "Warrior"], colors: ["R", "G", "W"], power: 1, toughness: 1 });

export default card({
  name: "Hazezon Tamar",
  tokens: [SAND_WARRIOR],
  triggers: [
    {
      text: "When Hazezon enters, create X 1/1 Sand Warrior creature tokens that are red, green, and white at the beginning of your next upkeep, where X is the number of lands you control at that time.",
      when: { on: "enters", self: true },
      // CR 603.7: a delayed triggered ability; its controller (who put Hazezon onto the battlefield)
      // gets the tokens, wherever Hazezon is by then (ruling).
      effect: [{ do: "delayed", index: 0 }],
    },
    {
      text: "When Hazezon leaves the battlefield, exile all Sand Warriors.",
      when: { on: "leaves", self: true },
      // Ruling: every permanent that is both a Sand and a Warrior, tokens or not, on the battlefield as it resolves.
      effect: [{ do: "exile", what: { all: { allSubtypes: ["Sand", "Warrior"] } } }],
    },
  ],
  delayed: [{
    text: "Create X 1/1 Sand Warrior creature tokens that are red, green, and white, where X is the number of lands you control.",
    at: { at: "your_next_upkeep" },
    effect: [createToken(SAND_WARRIOR, { count: { types: ["Land"], controller: "you" } })],
  }],
});
