// Pyramids: {2}: Choose one — / • Destroy target Aura attached to a land. / • The next time target land would be destroyed this turn, remove all damage marked on it instead.
import { ability, card, code, destroy, manaCost, target, targetLand } from "../dsl";

export default card({
  name: "Pyramids",
  abilities: [ability("{2}: Choose one — • Destroy target Aura attached to a land. • The next time target land would be destroyed this turn, remove all damage marked on it instead.",
    manaCost("{2}"), [], {
      // CR 700.2: the mode is chosen as it is activated.
      modes: [
        {
          text: "Destroy target Aura attached to a land.",
          targets: [target("target Aura attached to a land", { subtypes: ["Aura"], where: (g, o) => { const to = o.attachedTo ? g.obj(o.attachedTo) : undefined; return !!to && to.zone === "battlefield" && g.chars(to).types.includes("Land"); } })],
          effect: [destroy()],
        },
        {
          text: "The next time target land would be destroyed this turn, remove all damage marked on it instead.",
          targets: [targetLand],
          // CR 614.1a, 614.8: a one-time replacement shield, not regeneration (engine/core/replace.ts destroyReplaced).
          effect: [code((ctx) => {
            const t = ctx.target();
            if (!t || ctx.g.isPlayer(t) || ctx.g.obj(t)?.zone !== "battlefield") return;
            ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "remove_damage_instead_of_destroy", affects: t, duration: { until: "end_of_turn" } });
          })],
        },
      ],
    })],
});
