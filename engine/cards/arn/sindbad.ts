// Sindbad: {T}: Draw a card and reveal it. If it isn't a land card, discard it.
import { card, ability, code, tapCost } from "../dsl";
export default card({
  name: "Sindbad",
  abilities: [
    ability("{T}: Draw a card and reveal it. If it isn't a land card, discard it.", tapCost(), [code((ctx) => {
      const g = ctx.g;
      const p = ctx.controller;
      const before = new Set(g.player(p).hand);
      g.draw(p, 1);
      const drawn = g.player(p).hand.find((id) => !before.has(id));
      if (!drawn) return; // nothing drawn (empty library): nothing to reveal
      g.reveal(p, [drawn]); // CR 701.20a
      if (!g.chars(g.obj(drawn)!).types.includes("Land")) g.discard(p, drawn);
    })]),
  ],
});
