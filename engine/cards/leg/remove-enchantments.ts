// Remove Enchantments: Return to your hand all enchantments you both own and control, all Auras you own attached to permanents you control, and all Auras you own attached to attacking creatures your opponents control. Then destroy all other enchantments you control, all other Auras attached to permanents you control, and all other Auras attached to attacking creatures your opponents control.
import { card, code } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";

/** An Aura whose enchanted permanent matches `host` (judged relative to the spell's controller). */
const auraOn = (host: Filter, more: Filter = {}): Filter => ({
  ...more, subtypes: ["Aura"],
  where: (g, o, _c, ctx) => {
    const h = o.attachedTo && !g.isPlayer(o.attachedTo) ? g.obj(o.attachedTo) : undefined;
    return !!h && h.zone === "battlefield" && matches(g, h, g.chars(h), host, ctx);
  },
});
const yours: Filter = { controller: "you" };
const opposingAttacker: Filter = { types: ["Creature"], attacking: true, controller: "opponent" };

export default card({
  name: "Remove Enchantments",
  spell: {
    effect: [
      // Both sets are the objects matching as each sentence is done (CR 608.2c: in the order written).
      code((ctx) => {
        const back = new Set([
          ...ctx.all({ types: ["Enchantment"], ownedAndControlled: true }),
          ...ctx.all(auraOn(yours, { owner: "you" })),
          ...ctx.all(auraOn(opposingAttacker, { owner: "you" })),
        ]);
        for (const id of back) ctx.g.move(id, "hand"); // to its owner's hand, which is yours
      }),
      code((ctx) => {
        const doomed = new Set([
          ...ctx.all({ types: ["Enchantment"], controller: "you" }),
          ...ctx.all(auraOn(yours)),
          ...ctx.all(auraOn(opposingAttacker)),
        ]);
        ctx.g.simultaneously(() => { for (const id of doomed) ctx.g.destroy(id); }); // CR 701.8a
      }),
    ],
  },
  ai: { responseOnly: true },
});
