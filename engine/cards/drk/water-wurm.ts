// Water Wurm: This creature gets +0/+1 as long as an opponent controls an Island.
import { card } from "../dsl";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
export default card({
  name: "Water Wurm",
  statics: [{
    affects: "self", layer: "7c", mod: { pt: [0, 1] },
    // Ruling 2004-10-04: the bonus is +0/+1 however many Islands opponents control.
    // The land type is data (cards/words.ts), for text-changing effects (CR 612).
    condition: worded({ landType: "Island" }, (w) => (g: Game, self: GameObject) => { const you = g.chars(self).controller; return g.battlefield().some((o) => { const c = g.chars(o); return c.controller !== you && c.subtypes.includes(w.landType); }); }),
  }],
});
