// Drop of Honey: At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. If two or more creatures are tied for least power, you choose one of them. / When there are no creatures on the battlefield, sacrifice this enchantment.
import { card, atUpkeep, code, sacrifice } from "../dsl";
export default card({
  name: "Drop of Honey",
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, destroy the creature with the least power. It can't be regenerated. If two or more creatures are tied for least power, you choose one of them.", [
      code((ctx) => {
        const g = ctx.g;
        // Not targeted (ruling 2006-07-15): any creature, protection or not. Power as it resolves (CR 608.2h).
        const all = g.creatures();
        if (!all.length) return;
        const least = Math.min(...all.map((o) => g.chars(o).power));
        const tied = all.filter((o) => g.chars(o).power === least).map((o) => o.id);
        const [pick] = ctx.chooseCards(ctx.controller, tied, 1, 1, "Choose the creature with the least power to destroy");
        if (pick) g.destroy(pick, { noRegen: true });
      }),
    ]),
    {
      // CR 603.8: a state trigger.
      text: "When there are no creatures on the battlefield, sacrifice this enchantment.",
      when: { on: "state", test: (g) => g.creatures().length === 0 },
      effect: [sacrifice("self")],
    },
  ],
  ai: { favours: "board" }, // it eats the smallest creatures: worth it to the one with the bigger board
});
