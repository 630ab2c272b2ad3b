// Savaen Elves: {G}{G}, {T}: Destroy target Aura attached to a land.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Savaen Elves",
  abilities: [ability("{G}{G}, {T}: Destroy target Aura attached to a land.", tapCost("{G}{G}"), [destroy()], {
    targets: [target("target Aura attached to a land", {
      subtypes: ["Aura"],
      where: (g, o) => { const h = o.attachedTo && !g.isPlayer(o.attachedTo) ? g.obj(o.attachedTo) : undefined; return !!h && h.zone === "battlefield" && g.chars(h).types.includes("Land"); },
    })],
  })],
  ai: { targets: "harmful" },
});
