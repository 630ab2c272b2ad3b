// City in a Bottle: Whenever one or more other nontoken permanents with a name originally printed in the Arabian Nights expansion are on the battlefield, their controllers sacrifice them. / Players can't cast spells or play lands with a name originally printed in the Arabian Nights expansion.
import { card, sacrifice } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";

// "A name originally printed in the Arabian Nights expansion": the card's first printing (ruling 2014-02-01).
const arabian: Filter = { firstPrinting: "ARN" };
// Ruling 2004-10-04: tokens made by Arabian Nights cards stay.
const others: Filter = { ...arabian, token: false, other: true };

export default card({
  name: "City in a Bottle",
  triggers: [{
    text: "Whenever one or more other nontoken permanents with a name originally printed in the Arabian Nights expansion are on the battlefield, their controllers sacrifice them.",
    // CR 603.8: a state trigger, checked whenever a player would receive priority (ruling 2014-02-01).
    when: { on: "state", test: (g, self) => g.battlefield().some((o) => matches(g, o, g.chars(o), others, { you: g.chars(self).controller, source: self.id })) },
    effect: [sacrifice({ all: others })],
  }],
  // CR 101.2: these "can't" effects win over any permission.
  playerRules: [{ players: "each", cantCast: arabian, cantPlayLands: arabian, text: "Players can't cast spells or play lands with a name originally printed in the Arabian Nights expansion." }],
});
