// Alchor's Tomb: {2}, {T}: Target permanent you control becomes the color of your choice. (This effect lasts indefinitely.)
import { card, ability, code, tapCost, target } from "../dsl";

export default card({
  name: "Alchor's Tomb",
  abilities: [
    ability("{2}, {T}: Target permanent you control becomes the color of your choice. (This effect lasts indefinitely.)", tapCost("{2}"), [
      code((ctx) => {
        const t = ctx.target(0);
        if (t === undefined || ctx.g.isPlayer(t)) return;
        // CR 608.2d: the color is chosen as it resolves; CR 105.3: it replaces the permanent's colors.
        const color = ctx.chooseColor(ctx.controller, "Choose the color the permanent becomes", ["W", "U", "B", "R", "G"]);
        ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "5", [t], { colors: [color] }, { until: "indefinitely" });
      }),
    ], { targets: [target("target permanent you control", { controller: "you" })], ai: { responseOnly: true } }),
  ],
  ai: { value: 0 }, // its ability is used in answer to something, when the look-ahead shows it helps
});
