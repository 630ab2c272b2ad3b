// Volcanic Eruption: Destroy X target Mountains. Volcanic Eruption deals damage to each creature and each player equal to the number of Mountains put into a graveyard this way.
import { card, code, target } from "../dsl";
export default card({
  name: "Volcanic Eruption",
  spell: {
    // X may be 0: no targets (ruling 2004-10-04).
    xTargets: target("target Mountain", { types: ["Land"], subtypes: ["Mountain"] }),
    effect: [
      code((ctx) => {
        const g = ctx.g;
        const ids = ctx.targets().filter((r) => !g.isPlayer(r) && g.obj(r)?.zone === "battlefield");
        const from = g.events.length;
        g.simultaneously(() => { for (const id of ids) g.destroy(id); });
        // Only those that actually went to a graveyard count: not a regenerated one, nor one put elsewhere instead.
        ctx.memo.n = g.events.slice(from).filter((e) => e.type === "zone" && e.to === "graveyard" && ids.includes(e.old as string)).length;
      }),
      code((ctx) => {
        const n = ctx.amount({ memo: "n" });
        const src = ctx.source();
        const victims = [...ctx.all({ types: ["Creature"] }), ...ctx.who("each_player")];
        // One event: damage to every creature and every player at once (CR 120.2).
        ctx.g.simultaneously(() => { for (const r of victims) ctx.g.dealDamage(src, r, n); });
      }),
    ],
  },
  ai: { targets: "harmful" },
});
