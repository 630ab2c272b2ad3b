// Land Equilibrium: If an opponent who controls at least as many lands as you do would put a land onto the battlefield, that player instead puts that land onto the battlefield then sacrifices a land of their choice.
import { card, land } from "../dsl";
import type { Filter } from "../types";
import { countFor } from "../shared/permanents";

const yourLands: Filter = { ...land, controller: "you" };

export default card({
  name: "Land Equilibrium",
  replacements: [{
    // CR 614.1a; rulings 2009-10-01: however the land enters (played or put there by an effect), and
    // the land sacrificed may be the one that just entered (it can't be tapped for mana first).
    othersEnter: "then_sacrifice",
    filter: { types: ["Land"], controller: "opponent" },
    sacrifice: land,
    // "An opponent who controls at least as many lands as you do", counted as the land would enter.
    condition: (g, self, player) => countFor(g, yourLands, player) >= countFor(g, yourLands, g.chars(self).controller),
  }],
  ai: { value: 1 },
});
