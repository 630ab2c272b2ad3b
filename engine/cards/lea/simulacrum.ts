// Simulacrum: You gain life equal to the damage dealt to you this turn. Simulacrum deals damage to target creature you control equal to the damage dealt to you this turn.
import { card, damage, gainLife } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { totalDamageThisTurn } from "../../core/history";
// Damage only, not loss of life (ruling 2004-10-04), from every source this turn.
const dealtToYou = (ctx: ResolveContext) => totalDamageThisTurn(ctx.g, (r) => r.to === ctx.controller);
export default card({
  name: "Simulacrum",
  spell: {
    targets: [{ text: "target creature you control", object: { types: ["Creature"], controller: "you" } }],
    // Life gain and new damage, with Simulacrum as the source (rulings 2004-10-04, 2008-08-01).
    effect: [gainLife(dealtToYou), damage(dealtToYou, "target")],
  },
});
