// Dream Coat: Enchant creature / {0}: Enchanted creature becomes the color or colors of your choice. Activate only once each turn.
import { card, ability, code, enchantCreature } from "../dsl";
import type { Color } from "../types";

const COLORS: Color[] = ["W", "U", "B", "R", "G"];

export default card({
  name: "Dream Coat",
  enchant: enchantCreature,
  abilities: [
    ability("{0}: Enchanted creature becomes the color or colors of your choice. Activate only once each turn.", { mana: "{0}" }, [
      code((ctx) => {
        const [host] = ctx.who("enchanted");
        if (host === undefined || ctx.g.isPlayer(host)) return;
        // CR 608.2d: chosen as it resolves: one color ("U") or several ("WU"), each of the five at most once (ruling 2004-10-04).
        const v = String(ctx.ask(ctx.controller, "Choose the color or colors the enchanted creature becomes", { type: "color", options: COLORS, several: true }).value);
        const colors = COLORS.filter((c) => v.includes(c));
        // CR 105.3: the new colors replace the old; it lasts indefinitely (ruling 2004-10-04).
        ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "5", [host], { colors }, { until: "indefinitely" });
      }),
    ], { oncePerTurn: true, ai: { responseOnly: true } }),
  ],
  ai: { value: 0 }, // its ability is used in answer to something, when the look-ahead shows it helps
});
