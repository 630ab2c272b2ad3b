// Hyperion Blacksmith: {T}: You may tap or untap target artifact an opponent controls.
import { ability, card, code, tapCost, target } from "../dsl";
export default card({
  name: "Hyperion Blacksmith",
  abilities: [
    ability("{T}: You may tap or untap target artifact an opponent controls.", tapCost(), [{
      // Ruling 2004-10-04: whether it taps or untaps is decided on resolution; one "you may", then
      // the artifact is tapped if untapped and untapped if tapped (as Twiddle).
      do: "may", prompt: "Tap or untap the target artifact?",
      then: [code((ctx) => {
        const t = ctx.target();
        const o = t && !ctx.g.isPlayer(t) ? ctx.g.obj(t) : undefined;
        if (!o) return;
        if (o.tapped) ctx.g.untap(o.id);
        else ctx.g.tap(o.id);
      })],
    }], { targets: [target("target artifact an opponent controls", { types: ["Artifact"], controller: "opponent" })] }),
  ],
  ai: { targets: "harmful" },
});
