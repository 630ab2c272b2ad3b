// Nameless Race: Trample / As this creature enters, pay any amount of life. The amount you pay can't be more than the total number of white nontoken permanents your opponents control plus the total number of white cards in their graveyards. / Nameless Race's power and toughness are each equal to the life paid as it entered.
import { card } from "../dsl";
import type { Filter } from "../types";
import type { GameObject } from "../../core/state";
import { matches } from "../../core/filters";
import { other } from "../../types";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { PlayerId } from "../../types";

const whiteNontoken: Filter = { colors: ["W"], controller: "opponent", token: false };
const white: Filter = { colors: ["W"] };
/** CR 604.3, 614.12: the life paid as it entered (0 anywhere else). */
const paid = (_g: unknown, self: GameObject) => (self.zone === "battlefield" ? self.chosen?.number ?? 0 : 0);

export default card({
  name: "Nameless Race",
  keywords: ["trample"],
  replacements: [{
    // CR 614.1c, 614.12; rulings 2004-10-04: the life is paid just as it enters (during the resolution
    // of whatever puts it onto the battlefield).
    enters: "as",
    // The color is data (cards/words.ts), for text-changing effects (CR 612).
    run: worded({ whiteNontoken, white }, (w) => (g: Game, o: GameObject, controller: PlayerId) => {
      const opp = other(controller);
      const permanents = g.battlefield().filter((p) => matches(g, p, g.chars(p), w.whiteNontoken, { you: controller })).length;
      const cards = g.player(opp).graveyard.filter((id) => { const c = g.obj(id)!; return matches(g, c, g.chars(c), w.white, { you: controller }); }).length;
      // CR 119.4: no more life than you have (and none at 0 or less).
      const max = Math.max(0, Math.min(permanents + cards, g.player(controller).life));
      const a = max > 0 ? g.ask(controller, `Pay any amount of life for Nameless Race (0 to ${max})`, { type: "number", min: 0, max }, o.id) : undefined;
      const n = typeof a?.value === "number" ? Math.max(0, Math.min(max, a.value)) : 0;
      g.loseLife(controller, n); // paying life is losing it (CR 119.4)
      return { number: n };
    }),
  }],
  cda: { power: paid, toughness: paid },
  ai: { value: 1 },
});
