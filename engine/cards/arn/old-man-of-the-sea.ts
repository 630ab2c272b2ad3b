// Old Man of the Sea: You may choose not to untap this creature during your untap step. / {T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.
import { card, ability, creature, mayChooseNotToUntap, tapCost, target } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Old Man of the Sea",
  untapRules: [mayChooseNotToUntap], // CR 502.3
  abilities: [
    // CR 611.2b: while it remains tapped (leaving the battlefield ends that, ruling 2004-10-04) and the
    // creature's power stays at most its own; who controls the Old Man doesn't matter (ruling 2009-10-01).
    ability("{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
      tapCost(), [gainControl("target", { while: ["tapped", "power"] })],
      { targets: [target("target creature with power less than or equal to this creature's power", { ...creature, where: (g, _o, c, ctx) => { const me = ctx.source ? g.obj(ctx.source) : undefined; return !!me && c.power <= g.chars(me).power; } })] }),
  ],
});
