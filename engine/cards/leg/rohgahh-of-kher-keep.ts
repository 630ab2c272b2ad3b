// Rohgahh of Kher Keep: At the beginning of your upkeep, you may pay {R}{R}{R}. If you don't, tap Rohgahh and all creatures named Kobolds of Kher Keep, then an opponent gains control of them. / Creatures you control named Kobolds of Kher Keep get +2/+2.
import { anthem, card, creature, tap } from "../dsl";
import type { Filter } from "../types";
import { gainControl } from "../shared/control";

const kobolds: Filter = { ...creature, name: "Kobolds of Kher Keep" };

export default card({
  name: "Rohgahh of Kher Keep",
  triggers: [{
    text: "At the beginning of your upkeep, you may pay {R}{R}{R}. If you don't, tap Rohgahh and all creatures named Kobolds of Kher Keep, then an opponent gains control of them.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    // CR 118.12: "you may pay ... If you don't"; the opponent is chosen as it resolves, and gets every
    // Kobolds of Kher Keep, whoever controlled them (rulings 2009-10-01).
    effect: [{
      do: "ifPays", cost: "{R}{R}{R}", then: [],
      otherwise: [tap("self"), tap({ all: kobolds }), gainControl("self", undefined, "opponent"), gainControl({ all: kobolds }, undefined, "opponent")],
    }],
  }],
  statics: [anthem(2, 2, { name: "Kobolds of Kher Keep", controller: "you" })],
});
