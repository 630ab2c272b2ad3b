// Ankh of Mishra: Whenever a land enters, this artifact deals 2 damage to that land's controller.
import { card, code } from "../dsl";
export default card({
  name: "Ankh of Mishra",
  triggers: [{
    text: "Whenever a land enters, this artifact deals 2 damage to that land's controller.",
    when: { on: "enters", filter: { types: ["Land"] } },
    effect: [code((ctx) => {
      // The land's controller as the ability resolves; if it has left, its last controller (ruling 2004-10-04).
      const id = String(ctx.data.object);
      const now = ctx.g.obj(id);
      const last = now && now.zone === "battlefield" ? ctx.g.chars(now).controller : ctx.g.departed.get(id)?.controller ?? ctx.data.player;
      if (last) ctx.g.dealDamage(ctx.source(), last, 2);
    })],
  }],
  ai: { favours: "lands" }, // it taxes land drops: worth it to the one with more lands out
});
