// Miracle Worker: {T}: Destroy target Aura attached to a creature you control.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Miracle Worker",
  abilities: [ability("{T}: Destroy target Aura attached to a creature you control.", tapCost(), [destroy()], {
    targets: [target("target Aura attached to a creature you control", {
      subtypes: ["Aura"],
      // CR 303.4: the permanent the Aura is attached to must be a creature its controller controls (checked on resolution too, CR 608.2b).
      where: (g, o, _c, ctx) => { const h = o.attachedTo && !g.isPlayer(o.attachedTo) ? g.obj(o.attachedTo) : undefined; return !!h && h.zone === "battlefield" && g.chars(h).types.includes("Creature") && g.chars(h).controller === ctx.you; },
    })],
  })],
  ai: { targets: "harmful" },
});
