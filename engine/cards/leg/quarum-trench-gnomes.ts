// Quarum Trench Gnomes: {T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana. (This effect lasts indefinitely.)
import { ability, card, code, tapCost } from "../dsl";
export default card({
  name: "Quarum Trench Gnomes",
  abilities: [
    ability("{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana. (This effect lasts indefinitely.)", tapCost(), [
      // CR 614.1a: a replacement effect on that land's mana, for as long as it stays the same object
      // (CR 400.7); only white mana is replaced (ruling 2008-08-01). Read by engine/core/mana.ts.
      code((ctx) => {
        const t = ctx.target();
        if (t && ctx.g.obj(t)) ctx.g.addRuleEffect({ id: ctx.item.source, controller: ctx.controller }, "white_as_colorless", { until: "indefinitely" }, t);
      }),
    ], { targets: [{ text: "target Plains", object: { subtypes: ["Plains"] } }], ai: { targets: "harmful" } }),
  ],
});
