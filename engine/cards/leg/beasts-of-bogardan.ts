// Beasts of Bogardan: Protection from red / This creature gets +1/+1 as long as an opponent controls a nontoken white permanent.
import { anthem, card } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
const nontokenWhiteOfOpponent: Filter = { colors: ["W"], token: false, controller: "opponent" };
export default card({
  name: "Beasts of Bogardan",
  keywords: ["protection from red"],
  // CR 611.3a: checked continuously (layer 7c).
  // The color is data (cards/words.ts), for text-changing effects (CR 612).
  statics: [anthem(1, 1, "self", worded(nontokenWhiteOfOpponent, (w) => (g: Game, self: GameObject) => {
    const you = g.chars(self).controller;
    return g.battlefield().some((o) => matches(g, o, g.chars(o), w, { you, source: self.id }));
  }))],
});
