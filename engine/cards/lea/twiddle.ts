// Twiddle: You may tap or untap target artifact, creature, or land.
import { card, code, target } from "../dsl";
export default card({
  name: "Twiddle",
  spell: {
    targets: [target("target artifact, creature, or land", { types: ["Artifact", "Creature", "Land"] })],
    // One "you may" decided on resolution (ruling 2004-10-04: not modal): it taps the target if it
    // is untapped then, and untaps it if it is tapped (not a toggle chosen when cast).
    effect: [{
      do: "may", prompt: "Tap or untap the target?",
      then: [code((ctx) => {
        const t = ctx.target();
        const o = t && !ctx.g.isPlayer(t) ? ctx.g.obj(t) : undefined;
        if (!o) return;
        if (o.tapped) ctx.g.untap(o.id);
        else ctx.g.tap(o.id);
      })],
    }],
  },
});
