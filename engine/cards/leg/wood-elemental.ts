// Wood Elemental: As this creature enters, sacrifice any number of untapped Forests. / Wood Elemental's power and toughness are each equal to the number of Forests sacrificed as it entered.
import { card } from "../dsl";
import type { Filter } from "../types";
import type { GameObject } from "../../core/state";
import { controlledBy } from "../shared/permanents";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { PlayerId } from "../../types";

const untappedForest: Filter = { subtypes: ["Forest"], tapped: false };
/** CR 604.3, 614.12: the count kept as it entered (0 anywhere else). */
const sacrificed = (_g: unknown, self: GameObject) => (self.zone === "battlefield" ? self.chosen?.number ?? 0 : 0);

export default card({
  name: "Wood Elemental",
  replacements: [{
    // CR 614.1c, 614.12; ruling 2004-10-04: the Forests are sacrificed right before it enters, however it enters.
    enters: "as",
    // The land type is data (cards/words.ts), for text-changing effects (CR 612).
    run: worded(untappedForest, (w) => (g: Game, o: GameObject, controller: PlayerId) => {
      const from = controlledBy(g, controller, w);
      const picked = from.length ? g.ask(controller, "Sacrifice any number of untapped Forests as Wood Elemental enters", { type: "cards", from, min: 0, max: from.length }, o.id).cards ?? [] : [];
      const forests = picked.filter((id) => from.includes(id));
      g.simultaneously(() => { for (const id of forests) g.sacrifice(id); });
      return { number: forests.length };
    }),
  }],
  cda: { power: sacrificed, toughness: sacrificed },
  ai: { value: 1 },
});
