// Chaos Orb: {1}, {T}: If this artifact is on the battlefield, flip it onto the battlefield from a height of at least one foot. If this artifact turns over completely at least once during the flip, destroy all nontoken permanents it touches. Then destroy this artifact.
import { ability, card, code, tapCost } from "../dsl";
import { isToken } from "../../core/filters";
import { aimAndFlip } from "../dexterity";

export default card({
  name: "Chaos Orb",
  dexterity: true,
  abilities: [
    ability("{1}, {T}: If this artifact is on the battlefield, flip it onto the battlefield from a height of at least one foot. If this artifact turns over completely at least once during the flip, destroy all nontoken permanents it touches. Then destroy this artifact.",
      tapCost("{1}"),
      [code((ctx) => {
        const g = ctx.g;
        // "If this artifact is on the battlefield": gone (or a new object), the ability does nothing.
        const orb = ctx.self();
        if (!orb) return;
        // Not a target (ruling 2004-10-04): aimed at any other permanent as the ability resolves.
        const landing = aimAndFlip(ctx, ctx.controller, { name: "Chaos Orb", exclude: orb.id });
        const hit = landing.turnedOver ? landing.touched.filter((id) => !isToken(g.obj(id)!)) : [];
        // CR 701.8: destroyed at once; then the Orb itself (ruling: only permanents are touched).
        g.simultaneously(() => { for (const id of hit) g.destroy(id); });
        g.destroy(orb.id);
      })]),
  ],
  ai: { value: 1.5, bonus: 0.5 },
});
